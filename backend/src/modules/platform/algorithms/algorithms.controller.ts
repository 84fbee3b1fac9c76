import {
  ALGORITHMS_ENDPOINTS,
  ALGORITHMS_TEXTS,
  ALGORITHM_SECTIONS,
  algorithmSectionSchema,
  isAlgorithmSection,
  type BodyOf,
} from '@morphic/contracts';
import { BadRequestException, Controller, Inject, NotFoundException } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { CommandContext } from '#infrastructure/commands/command-context';
import type { AppConfig } from '#infrastructure/config/app-config';
import { PathParam, RequestBody } from '#infrastructure/http/endpoint-input';
import type { Reply } from '#infrastructure/http/endpoint-reply';
import { Endpoint } from '#infrastructure/http/endpoint.decorator';
import { ReadYourWrites } from '#infrastructure/http/read-your-writes';
import { Ctx } from '#infrastructure/http/request-context';
import { APP_CONFIG } from '#infrastructure/tokens';
import { AlgorithmConfigReader } from './algorithm-config-reader';
import { ChangeAlgorithmConfig } from './commands/change-algorithm-config.handler';
import { algorithmConfigDocs } from './queries/algorithm-config-docs';

const { config, docs, saveSection, reload } = ALGORITHMS_ENDPOINTS;

/** The algorithms tab: the parameters by section, saved one section at a time, or reloaded. */
@ApiTags('admin')
@Controller()
export class AlgorithmsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly readYourWrites: ReadYourWrites,
    private readonly reader: AlgorithmConfigReader,
    @Inject(APP_CONFIG) private readonly appConfig: AppConfig,
  ) {}

  @Endpoint(config)
  async config(): Promise<Reply<typeof config>> {
    return { sections: await this.reader.sections() };
  }

  @Endpoint(docs)
  docs(): Reply<typeof docs> {
    return algorithmConfigDocs(this.appConfig.algorithmDefaults);
  }

  @Endpoint(saveSection)
  async saveSection(
    @PathParam('section') section: string,
    @RequestBody() body: BodyOf<typeof saveSection>,
    @Ctx() context: CommandContext,
  ): Promise<Reply<typeof saveSection>> {
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

  @Endpoint(reload)
  async reload(@Ctx() context: CommandContext): Promise<Reply<typeof reload>> {
    const { position } = await this.commands.execute(
      new ChangeAlgorithmConfig(
        { kind: 'Reload', environment: this.appConfig.algorithmDefaults },
        context,
      ),
    );
    await this.readYourWrites.settled(position);
    return {
      success: true,
      message: ALGORITHMS_TEXTS.reloaded,
      config: { sections: await this.reader.sections() },
      position,
    };
  }
}
