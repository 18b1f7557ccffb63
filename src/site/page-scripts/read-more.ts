/** 'READ MORE' opens the full story in place; pressing it again shows the short version. */
document.addEventListener('click', (event) => {
  const button = (event.target as Element | null)?.closest<HTMLButtonElement>('[data-read-more]');
  const story = button && document.getElementById(button.getAttribute('aria-controls') ?? '');
  if (!button || !story) return;
  const open = button.getAttribute('aria-expanded') !== 'true';
  button.setAttribute('aria-expanded', String(open));
  story.classList.toggle('is-open', open);
});
