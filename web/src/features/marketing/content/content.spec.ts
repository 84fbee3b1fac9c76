import { MANIFESTO_SCENES, OPERATOR_LEVELS, REWARD_WAYS } from '@morphic/contracts';
import { MANIFESTO } from './manifesto';
import { LEVEL_DETAILS, WAYS_TO_EARN } from './rewards';

describe('marketing copy follows the spec', () => {
  it('tells the six manifesto scenes in the spec order', () => {
    expect(MANIFESTO.map((scene) => scene.name)).toEqual([...MANIFESTO_SCENES]);
  });

  it('lists the four ways to earn and the levels 0 to 5 by their spec names', () => {
    expect(WAYS_TO_EARN.map((way) => way.name)).toEqual([...REWARD_WAYS]);
    expect(LEVEL_DETAILS.map(({ level, name }) => ({ level, name }))).toEqual(
      OPERATOR_LEVELS.map(({ level, name }) => ({ level, name })),
    );
  });
});
