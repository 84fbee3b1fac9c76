import { Global, Module } from '@nestjs/common';
import { Clock, SystemClock } from '../clock/clock';
import { RateLimiter } from './rate-limiter';
import { SecurityLog } from './security-log';

/** The security log, the rate limits and the clock codes and tokens expire by, for every module. */
@Global()
@Module({
  providers: [SecurityLog, RateLimiter, { provide: Clock, useClass: SystemClock }],
  exports: [SecurityLog, RateLimiter, Clock],
})
export class SecurityModule {}
