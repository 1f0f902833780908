// The record id of a hidden route that takes it as ?id= (02 §2 paySituation/detail, chargeSet/edit).
import { useSearchParams } from 'react-router-dom';

/** The ?id= of the current route, or undefined when it is missing or not a number. */
export function useQueryId(): number | undefined {
  const [params] = useSearchParams();
  const raw = params.get('id');
  return raw && /^\d+$/.test(raw) ? Number(raw) : undefined;
}
