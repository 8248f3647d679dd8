/** What the project documents area offers the other areas: how many folders and files a project holds (the project overview's figure). */
export { documentCounts } from './figures';
