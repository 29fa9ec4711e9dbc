import { useParams } from 'react-router';

/** A positive integer route parameter; anything else is the 404 page. */
export function useIdParam(name: string): number {
  const value = useParams()[name];
  const id = Number(value);
  if (!value || !Number.isInteger(id) || id <= 0) {
    throw new Response('Not Found', { status: 404 });
  }
  return id;
}
