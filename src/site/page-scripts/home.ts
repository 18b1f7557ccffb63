// The home page's extras: carousels (Splide after load), the rotating image and 'READ MORE'.
import './carousels';
import './rotating-image';
import './read-more';
