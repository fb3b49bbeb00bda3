import { StaticPage } from '../components/static-page.tsx';

export default function PrivacyPage() {
  return <StaticPage page="privacy" />;
}
