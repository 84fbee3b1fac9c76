import { MARKETPLACE_TEXTS, type Difficulty } from '@morphic/contracts';
import { Badge } from '@mantine/core';

const COLOR: Record<Difficulty, string> = {
  beginner: 'green',
  intermediate: 'blue',
  advanced: 'orange',
};

export function DifficultyBadge({ difficulty }: { difficulty: Difficulty }) {
  return (
    <Badge variant="dot" color={COLOR[difficulty]} size="sm">
      {MARKETPLACE_TEXTS.difficulty[difficulty]}
    </Badge>
  );
}
