import { Module } from '@nestjs/common';
import { MissionMatchReactor } from './mission-match.reactor';

/** Notifies operators of new missions matching their skills. */
@Module({ providers: [MissionMatchReactor] })
export class MissionMatchModule {}
