import { appointmentIdParamsSchema } from '@aushadh/shared/doctors/schemas.ts';
import {
  signalFromClientSchema,
  VIDEO_CALL,
  VIDEO_CLOSE,
  videoSessionSchema,
  type SignalFromServer,
} from '@aushadh/shared/doctors/video.ts';
import { errorResponseSchema } from '@aushadh/shared/errors/app-error-codes.ts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../lib/auth-guards.ts';
import type { DoctorsService } from './doctors.service.ts';
import type { VideoRooms } from './video-rooms.ts';
import type { Admission } from './use-cases/video-call.ts';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};

const actor = (request: FastifyRequest) => {
  const user = requireUser(request);
  return { userId: user.id, role: user.role };
};

const INVALID: SignalFromServer = { type: 'error', code: 'VIDEO_MESSAGE_INVALID' };
const FLOOD_WINDOW_MS = 10_000;

/**
 * The video consultation (issue 13 item 4): the call page's data with ICE servers (participants only), and the
 * signalling socket. Who may open the socket is decided before the upgrade (401 signed out, 404 not a participant,
 * 409 not a video appointment / room closed / not started), so a refused browser never holds an open socket.
 */
export const videoRoutes: FastifyPluginAsyncZod<{ doctors: DoctorsService; rooms: VideoRooms }> = async (
  app,
  { doctors, rooms },
) => {
  app.get(
    '/api/appointments/:id/video',
    {
      // The patient passes; the doctor's call needs a verified doctor (features/partners).
      preValidation: app.partners.verifiedOnly,
      schema: {
        tags: ['doctors'],
        summary:
          'The video call of a consultation: participants, room window and ICE servers with a short-lived TURN credential (the patient and the doctor only)',
        params: appointmentIdParamsSchema,
        response: { 200: videoSessionSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return doctors.videoSession(actor(request), request.params.id);
    },
  );

  const admitted = new WeakMap<FastifyRequest, Admission>();
  app.get(
    '/api/appointments/:id/video/socket',
    {
      websocket: true,
      preHandler: async (request) => {
        const { id } = request.params as { id: number };
        // The patient passes; the doctor joins only while verified (features/partners).
        await app.partners.requireVerified(request.user);
        admitted.set(request, await doctors.admitToCall(actor(request), id));
      },
      schema: { params: appointmentIdParamsSchema },
    },
    (socket, request) => {
      const admission = admitted.get(request)!;
      const member = rooms.join(admission, socket);
      let windowStart = Date.now();
      let frames = 0;
      const reply = (frame: SignalFromServer) => {
        if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(frame));
      };
      // This socket's database writes, in order: a pong answers only after every write before it is done, so a
      // browser (or test) that pings after "connected" knows the join is recorded.
      let written: Promise<unknown> = Promise.resolve();

      socket.on('message', (data: Buffer, isBinary: boolean) => {
        const at = Date.now();
        if (at - windowStart > FLOOD_WINDOW_MS) {
          windowStart = at;
          frames = 0;
        }
        frames += 1;
        if (frames > VIDEO_CALL.maxFramesPer10s) {
          socket.close(VIDEO_CLOSE.flooding, 'too many messages');
          return;
        }
        // Garbage gets an error frame and the socket stays usable: a buggy tab is not thrown out of the call.
        if (isBinary) return reply(INVALID);
        let json: unknown;
        try {
          json = JSON.parse(data.toString('utf8'));
        } catch {
          return reply(INVALID);
        }
        const parsed = signalFromClientSchema.safeParse(json);
        if (!parsed.success) return reply(INVALID);
        const frame = parsed.data;
        switch (frame.type) {
          case 'ping':
            void written.then(() => reply({ type: 'pong' }));
            return;
          case 'connected':
            written = written
              .then(() => doctors.callConnected(admission, frame.setupMs))
              .catch((error: unknown) => request.log.warn({ err: error }, 'recording the call join failed'));
            return;
          case 'end':
            // Ending is the doctor's; a patient who leaves just closes their own socket.
            if (admission.role === 'doctor') rooms.end(member);
            else socket.close(1000, 'left');
            return;
          case 'description':
            return rooms.relay(member, { type: 'description', description: frame.description });
          case 'candidate':
            return rooms.relay(member, { type: 'candidate', candidate: frame.candidate });
        }
      });
      socket.on('close', () => rooms.leave(member));
    },
  );
};
