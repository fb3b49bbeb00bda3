import { featurePlugin } from '../../lib/feature-plugin.ts';
import { createAssistantRepository } from './assistant.repository.ts';
import { assistantRoutes } from './assistant.routes.ts';
import { createAssistantService, type AssistantService } from './assistant.service.ts';
import { createKnowledgeRetrieval } from './knowledge/retrieval.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The AI health assistant (issue 16): triage, retrieval, conversations. */
    assistant: AssistantService;
  }
}

const DAY_MS = 86_400_000;

/** The /ai-healthcare assistant: deterministic triage, the knowledge base, conversations kept per owner. */
export const assistantPlugin = featurePlugin(
  'assistant',
  { features: ['auth', 'catalog'], decorators: ['events'] },
  async (app, { uow, personalData, scheduledJobs }) => {
    const assistant = createAssistantService({
      repository: createAssistantRepository(uow),
      uow,
      catalog: app.catalog,
      retrieval: createKnowledgeRetrieval(),
      events: app.events,
      log: app.log,
    });
    app.decorate('assistant', assistant);
    // A guest's conversations follow them into the account they sign in to (as the cart does).
    app.auth.onSignIn((userId, guestId) => assistant.joinGuest(userId, guestId));
    personalData.register(assistant.personalData);
    scheduledJobs.add({
      name: 'purge-guest-assistant-conversations',
      everyMs: DAY_MS,
      run: () => assistant.purgeGuestConversations(),
    });
    await app.register(assistantRoutes, {
      assistant,
      guestIdOf: (request) => app.authHttp.readGuestId(request),
      issueGuestId: (request, reply) => app.authHttp.issueGuestId(request, reply),
    });
  },
);
