import { Global, Module } from '@nestjs/common';
import { Clock, SystemClock } from '../clock/clock';
import { GuessThrottle } from './guess-throttle';
import { RateLimitRefusals } from './rate-limit-refusals';
import { RateLimiter } from './rate-limiter';
import { SecurityLog } from './security-log';

/** The security log, the rate limits and the clock codes and tokens expire by, for every module. */
@Global()
@Module({
  providers: [
    SecurityLog,
    RateLimitRefusals,
    RateLimiter,
    GuessThrottle,
    { provide: Clock, useClass: SystemClock },
  ],
  exports: [SecurityLog, RateLimiter, GuessThrottle, Clock],
})
export class SecurityModule {}
