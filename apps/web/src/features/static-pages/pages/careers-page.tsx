import { StaticPage } from '../components/static-page.tsx';

export default function CareersPage() {
  return <StaticPage page="careers" />;
}
