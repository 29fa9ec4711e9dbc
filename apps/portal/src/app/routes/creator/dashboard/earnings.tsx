import { PageLoader } from '@portal/web-kit/ui/page-loader';
import { useState } from 'react';
import { RouteErrorBoundary } from '@/components/ui/route-error-boundary';
import { useEarnings } from '@/features/earnings/api/get-earnings';
import { EarningsView } from '@/features/earnings/components/earnings-view';

/** /creator/dashboard/earnings: what the creator earned, is owed and was paid (issue 14). */
export default function EarningsRoute() {
  const [year, setYear] = useState<number | null>(null);
  const earnings = useEarnings(year);
  if (earnings.error) throw earnings.error;
  if (!earnings.data) return <PageLoader label="Loading earnings" />;
  return <EarningsView earnings={earnings.data} year={year} onYear={setYear} />;
}

export const ErrorBoundary = RouteErrorBoundary;
