import { StaticPage } from '../components/static-page.tsx';

export default function AboutPage() {
  return <StaticPage page="about" />;
}
