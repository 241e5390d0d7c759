import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { graduationQuery } from '../api/graduations';

/** The graduation chosen in `?formatura=` (a page scoped to one class, or null for all), and its setter. */
export function useGraduationParam(): [number | null, (id: number | null) => void] {
  const [params, setParams] = useSearchParams();
  const raw = Number(params.get('formatura'));
  const id = Number.isInteger(raw) && raw > 0 ? raw : null;
  return [
    id,
    (next) =>
      setParams((p) => {
        if (next === null) p.delete('formatura');
        else p.set('formatura', String(next));
        return p;
      }),
  ];
}

/** 'Name · Institution' of a graduation, its id while it loads. */
export function GraduationName({ id }: { id: number }) {
  const graduation = useQuery(graduationQuery(id));
  return (
    <>{graduation.data ? `${graduation.data.name} · ${graduation.data.institution}` : `Formatura ${id}`}</>
  );
}
