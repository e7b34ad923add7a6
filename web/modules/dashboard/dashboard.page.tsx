import { useSchoolName } from '../../app/session';
import { PageHeader } from '../../ui/page-header';

export default function DashboardPage() {
  const schoolName = useSchoolName();
  return <PageHeader title="Dashboard" subtitle={`Welcome back, ${schoolName}`} />;
}
