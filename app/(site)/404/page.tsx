import { notFound } from 'next/navigation';

/** /404 is a public path (spec-1 §2.1) and answers with the 404 page and status. */
export default function NotFoundPage(): never {
  notFound();
}
