import { StaticPage } from '../components/static-page.tsx';

export default function TermsPage() {
  return <StaticPage page="terms" />;
}
