import type { CampaignsDeps } from './campaigns-deps.ts';
import { createManageCampaigns } from './use-cases/manage-campaigns.ts';
import { createSendCampaign } from './use-cases/send-campaign.ts';

/** The campaigns feature's entry point (issue 17 item 7). */
export function createCampaignsService(deps: CampaignsDeps) {
  const sending = createSendCampaign(deps);
  const manage = createManageCampaigns(deps, sending.unsubscribeUrl);
  return {
    list: manage.list,
    get: manage.get,
    create: manage.create,
    update: manage.update,
    preview: manage.preview,
    unsubscribe: manage.unsubscribe,
    sendTest: sending.sendTest,
    start: sending.start,
    pause: sending.pause,
    runBatch: sending.runBatch,
  };
}

export type CampaignsService = ReturnType<typeof createCampaignsService>;
