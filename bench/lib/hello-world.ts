/**
 * The baseline every API figure is compared with (DESIGN §5: ratios within one run, never absolute numbers):
 * a bare Fastify hello-world, started as its own process. Run: node bench/lib/hello-world.ts <port>
 */
import Fastify from 'fastify';

const app = Fastify();
app.get('/', () => ({ hello: 'world' }));
await app.listen({ host: '127.0.0.1', port: Number(process.argv[2] ?? 4321) });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
