import CommunicationPage from '../../features/chat/pages/communication-page.tsx';
import { RouteGuard } from '../session/route-guard.tsx';

/** /communication: signed-in only (Authentication Required otherwise); the server checks every role itself. */
export default function CommunicationRoute() {
  return (
    <RouteGuard>
      <CommunicationPage />
    </RouteGuard>
  );
}
