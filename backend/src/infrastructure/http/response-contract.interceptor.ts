import { isFileDownload } from '@morphic/contracts';
import {
  Injectable,
  InternalServerErrorException,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import type { Response } from 'express';
import { map, type Observable } from 'rxjs';
import { endpointOf } from './endpoint.decorator';
import { responseProblems } from './response-problems';

/**
 * Checks every successful JSON answer of a bound endpoint against its definition's response
 * schema, and fails the request (500 naming the differences) when they disagree. Registered
 * globally, so it runs outermost and sees the answer the other interceptors made; only on
 * when `checkResponses` is (the test suites).
 */
@Injectable()
export class ResponseContractInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const endpoint = context.getType() === 'http' ? endpointOf(context.getHandler()) : undefined;
    if (!endpoint || isFileDownload(endpoint.response)) return next.handle();
    const schema = endpoint.response;
    const response = context.switchToHttp().getResponse<Response>();
    return next.handle().pipe(
      map((body: unknown) => {
        if (response.statusCode >= 400) return body;
        const problems = responseProblems(schema, body);
        if (problems.length > 0) {
          throw new InternalServerErrorException(
            `The answer of ${endpoint.method} ${endpoint.path} breaks its contract: ${problems.join('; ')}`,
          );
        }
        return body;
      }),
    );
  }
}
