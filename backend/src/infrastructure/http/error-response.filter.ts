import { MESSAGES, type ErrorResponse } from '@morphic/contracts';
import { WrongExpectedRevisionError } from '@morphic/stores';
import {
  Catch,
  HttpException,
  HttpStatus,
  Logger,
  type ArgumentsHost,
  type ExceptionFilter,
} from '@nestjs/common';
import type { Request, Response } from 'express';
import type { Logger as PinoLogger } from 'pino';
import { DomainRuleViolation, type RuleViolationKind } from '../commands/decider';
import { InputValidationError } from './input-validation';

const STATUS_OF_VIOLATION: Record<RuleViolationKind, number> = {
  invalid: HttpStatus.BAD_REQUEST,
  conflict: HttpStatus.CONFLICT,
  not_found: HttpStatus.NOT_FOUND,
  forbidden: HttpStatus.FORBIDDEN,
};

/** Every error leaves as `{ success: false, error, status }` with the user-facing text in `error`. */
@Catch()
export class ErrorResponseFilter implements ExceptionFilter {
  private readonly logger = new Logger('HTTP');

  catch(exception: unknown, host: ArgumentsHost): void {
    if (host.getType() !== 'http') return;
    const http = host.switchToHttp();
    const response = http.getResponse<Response>();
    const body = this.toBody(exception);
    if (body.status >= 500) this.logFailure(http.getRequest<Request>(), exception);
    if (body.retry_after_seconds !== undefined) {
      response.setHeader('Retry-After', String(body.retry_after_seconds));
    }
    response.status(body.status).json(body);
  }

  /** Through the request's own logger when it has one, so the line carries its correlation id. */
  private logFailure(request: Request & { log?: PinoLogger }, exception: unknown): void {
    if (request.log) request.log.error({ err: exception }, 'request failed');
    else this.logger.error(exception);
  }

  private toBody(exception: unknown): ErrorResponse {
    if (exception instanceof InputValidationError) {
      return {
        success: false,
        status: 400,
        error: exception.message,
        details: [...exception.issues],
      };
    }
    if (exception instanceof DomainRuleViolation) {
      return {
        success: false,
        status: STATUS_OF_VIOLATION[exception.kind],
        error: exception.message,
      };
    }
    if (exception instanceof WrongExpectedRevisionError) {
      return {
        success: false,
        status: HttpStatus.CONFLICT,
        error: 'Someone else changed this at the same time. Please try again.',
      };
    }
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      const payload = exception.getResponse();
      const error =
        typeof payload === 'string'
          ? payload
          : typeof payload === 'object' && payload !== null && 'message' in payload
            ? String((payload as { message: unknown }).message)
            : exception.message;
      const retryAfter =
        typeof payload === 'object' && payload !== null && 'retry_after_seconds' in payload
          ? Number((payload as { retry_after_seconds: unknown }).retry_after_seconds)
          : undefined;
      return {
        success: false,
        status,
        error,
        ...(retryAfter !== undefined ? { retry_after_seconds: retryAfter } : {}),
      };
    }
    return {
      success: false,
      status: HttpStatus.INTERNAL_SERVER_ERROR,
      error: MESSAGES.somethingWentWrong,
    };
  }
}
