import type { ReactNode } from 'react';
import { APP_NAME } from '../../../lib/config';
import '../results.css';

interface ResultPageProps {
  heading: string;
  tone: 'success' | 'warning';
  children: ReactNode;
}

/** The shared frame of the self-registration result pages (spec B §2.7). */
export function ResultPage({ heading, tone, children }: ResultPageProps) {
  return (
    <div className={`result result-${tone}`}>
      <title>{`${heading} · ${APP_NAME}`}</title>
      <h1>{heading}</h1>
      {children}
    </div>
  );
}
