import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

/**
 * One log line per request instead of Fastify's two, and only for a sample of the successful
 * ones: every answer of 400 or more is logged (5xx at error, 4xx at warn; the error handler also
 * logs a 5xx's error itself), and `sample` (0–1, REQUEST_LOG_SAMPLE) of the rest at info.
 * Logging every request twice at info is what a development server does, not a production one
 * (decision 300). Routes with `logLevel: 'warn'` (health checks, files) log no successes.
 */
export class SampledRequestLog extends LogController {
  constructor(private readonly sample: number) {
    super();
  }

  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const status = reply.statusCode;
    if (!error && status < 400 && !(this.sample > 0 && Math.random() < this.sample)) return;
    const line = {
      req: request,
      res: reply,
      err: error ?? undefined,
      responseTime: reply.elapsedTime,
    };
    if (error || status >= 500) reply.log.error(line, 'request completed');
    else if (status >= 400) reply.log.warn(line, 'request completed');
    else reply.log.info(line, 'request completed');
  }
}
