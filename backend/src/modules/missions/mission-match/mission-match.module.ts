import { Module } from '@nestjs/common';
import { ReactorCheckpoints } from '../../../infrastructure/reactors/reactor-checkpoints';
import { MissionMatchReactor } from './mission-match.reactor';

/** Notifies operators of new missions matching their skills. */
@Module({ providers: [MissionMatchReactor, ReactorCheckpoints] })
export class MissionMatchModule {}
