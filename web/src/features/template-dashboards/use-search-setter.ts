// Sets one search parameter of the current dashboard URL, dropping it at its default (clean URLs) and
// replacing the history entry (a range switch is not a page to go back to).
import { useNavigate } from '@tanstack/react-router';

export function useSearchSetter<S extends object>() {
  const navigate = useNavigate();
  return <K extends keyof S>(key: K, value: S[K], defaultValue: S[K]) =>
    void navigate({
      to: '.',
      replace: true,
      search: (previous: Record<string, unknown>) => ({
        ...previous,
        [key]: value === defaultValue ? undefined : value,
      }),
    });
}
