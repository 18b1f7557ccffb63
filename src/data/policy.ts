/** A section of a policy page: paragraphs, then an optional bullet list. */
export interface PolicySection {
  id: string;
  heading: string;
  paragraphs: string[];
  list?: string[];
}
