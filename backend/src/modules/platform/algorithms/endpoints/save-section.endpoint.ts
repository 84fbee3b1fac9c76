import {
  ALGORITHMS_ENDPOINTS,
  ALGORITHMS_TEXTS,
  ALGORITHM_SECTIONS,
  algorithmSectionSchema,
  isAlgorithmSection,
} from '@morphic/contracts';
import { BadRequestException, NotFoundException } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { HandlesEndpoint, type EndpointRequest } from '#infrastructure/http/endpoint-handler';
import type { Reply } from '#infrastructure/http/endpoint-reply';
import { ReadYourWrites } from '#infrastructure/http/read-your-writes';
import { AlgorithmConfigReader } from '../algorithm-config-reader';
import { ChangeAlgorithmConfig } from '../commands/change-algorithm-config.handler';

const { saveSection } = ALGORITHMS_ENDPOINTS;

/** Saves one section of the algorithm parameters, checked against that section's schema. */
@HandlesEndpoint(saveSection)
export class SaveAlgorithmSection {
  constructor(
    private readonly commands: CommandBus,
    private readonly readYourWrites: ReadYourWrites,
    private readonly reader: AlgorithmConfigReader,
  ) {}

  async handle({
    params: { section },
    body,
    context,
  }: EndpointRequest<typeof saveSection>): Promise<Reply<typeof saveSection>> {
    if (!isAlgorithmSection(section)) {
      throw new NotFoundException(ALGORITHMS_TEXTS.sectionNotFound(section));
    }
    const parsed = algorithmSectionSchema(section).safeParse(body);
    if (!parsed.success) {
      throw new BadRequestException(
        parsed.error.issues[0]?.message ?? ALGORITHMS_TEXTS.failedToUpdate,
      );
    }
    const { position } = await this.commands.execute(
      new ChangeAlgorithmConfig({ kind: 'SaveSection', section, values: parsed.data }, context),
    );
    await this.readYourWrites.settled(position);
    const saved = (await this.reader.sections()).find((view) => view.section === section);
    return {
      success: true,
      message: ALGORITHMS_TEXTS.saved(ALGORITHM_SECTIONS[section].title),
      section: saved as NonNullable<typeof saved>,
      position,
    };
  }
}
