/** Given names and family names for synthetic demo members (not real people). */
export const MALE_NAMES: readonly string[] = [
  'Aarav', 'Aditya', 'Akash', 'Amit', 'Anand', 'Aniket', 'Ankit', 'Arjun', 'Ashwin', 'Deepak', 'Dev', 'Dhruv', 'Gaurav', 'Harsh', 'Ishaan',
  'Karan', 'Kunal', 'Manish', 'Mohit', 'Nikhil', 'Nitin', 'Pranav', 'Prateek', 'Rahul', 'Rajat', 'Rakesh', 'Rohan', 'Rohit', 'Sachin', 'Sahil',
  'Sandeep', 'Sanjay', 'Saurabh', 'Shreyas', 'Siddharth', 'Suresh', 'Tarun', 'Varun', 'Vijay', 'Vikram', 'Vinay', 'Vishal', 'Yash', 'Imran',
  'Faisal', 'Arif', 'Sameer', 'Joseph', 'Thomas', 'George', 'Gurpreet', 'Harpreet', 'Jaspreet', 'Manpreet', 'Tenzin', 'Rishabh', 'Parth',
];
export const FEMALE_NAMES: readonly string[] = [
  'Aditi', 'Aishwarya', 'Ananya', 'Anjali', 'Ankita', 'Anushka', 'Aparna', 'Bhavna', 'Deepika', 'Divya', 'Gayatri', 'Isha', 'Jyoti', 'Kavya',
  'Kritika', 'Lakshmi', 'Madhuri', 'Meera', 'Megha', 'Neha', 'Nidhi', 'Pallavi', 'Pooja', 'Priya', 'Priyanka', 'Radhika', 'Riya', 'Sakshi',
  'Sanjana', 'Shreya', 'Shruti', 'Sneha', 'Sonal', 'Swati', 'Tanvi', 'Trisha', 'Vaishnavi', 'Varsha', 'Zoya', 'Ayesha', 'Fatima', 'Sana',
  'Mary', 'Teresa', 'Anita', 'Simran', 'Harleen', 'Navneet', 'Rupinder', 'Pema', 'Ritika', 'Shalini', 'Komal', 'Rashmi',
];
export const FAMILY_NAMES: Readonly<Record<string, readonly string[]>> = {
  Hindu: ['Sharma', 'Verma', 'Gupta', 'Agarwal', 'Iyer', 'Iyengar', 'Nair', 'Menon', 'Patel', 'Shah', 'Desai', 'Joshi', 'Kulkarni', 'Deshpande', 'Reddy', 'Rao', 'Naidu', 'Pillai', 'Mishra', 'Pandey', 'Tiwari', 'Yadav', 'Chauhan', 'Rathore', 'Banerjee', 'Chatterjee', 'Mukherjee', 'Das', 'Bose', 'Kapoor', 'Malhotra', 'Mehta', 'Jain', 'Saxena', 'Srivastava', 'Patil', 'Pawar', 'Gowda', 'Hegde', 'Shetty'],
  Muslim: ['Khan', 'Ansari', 'Qureshi', 'Siddiqui', 'Shaikh', 'Syed', 'Pathan', 'Mirza', 'Memon', 'Hussain'],
  Christian: ['DSouza', 'Fernandes', 'Pereira', 'Thomas', 'Mathew', 'George', 'Joseph', 'Varghese', 'Rodrigues', 'Dias'],
  Sikh: ['Singh', 'Kaur', 'Gill', 'Sandhu', 'Sidhu', 'Dhillon', 'Grewal', 'Bedi', 'Ahluwalia', 'Bajwa'],
  Buddhist: ['Bhutia', 'Lepcha', 'Sherpa', 'Negi', 'Gaikwad', 'Kamble'],
  Jain: ['Jain', 'Shah', 'Mehta', 'Doshi', 'Sanghvi', 'Kothari', 'Bafna', 'Lodha'],
  Parsi: ['Irani', 'Mistry', 'Contractor', 'Engineer', 'Wadia', 'Bharucha'],
  Jewish: ['Samuel', 'Isaac', 'Abraham', 'Benjamin', 'Moses'],
  'No Religion': ['Kumar', 'Rao', 'Sen', 'Paul'],
  Other: ['Kumar', 'Singh', 'Devi', 'Lal'],
};
/** Approximate shares of India's population by religion (Census 2011), for plausible proportions. */
export const RELIGION_WEIGHTS: Readonly<Record<string, number>> = {
  Hindu: 79.8, Muslim: 14.2, Christian: 2.3, Sikh: 1.7, Buddhist: 0.7, Jain: 0.4, Parsi: 0.05, Jewish: 0.01, 'No Religion': 0.3, Other: 0.5,
};
