import { StaticPage } from '../components/static-page.tsx';

export default function PartnerPage() {
  return <StaticPage page="partner" />;
}
