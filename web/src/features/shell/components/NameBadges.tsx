import { Badge, Group } from '@mantine/core';

/** Small outlined badges for names (skills, tags): the first `shown` of them, then "+N". */
export function NameBadges({
  names,
  shown = names.length,
}: {
  names: readonly string[];
  shown?: number;
}) {
  const hidden = names.length - shown;
  return (
    <Group gap={6}>
      {names.slice(0, shown).map((name) => (
        <Badge key={name} variant="outline" color="gray" size="sm" tt="none">
          {name}
        </Badge>
      ))}
      {hidden > 0 && (
        <Badge variant="transparent" color="gray" size="sm">
          +{hidden}
        </Badge>
      )}
    </Group>
  );
}
