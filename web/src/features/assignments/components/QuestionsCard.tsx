import {
  ASSIGNMENT_TEXTS,
  AskQuestionRequestSchema,
  LIMITS,
  MESSAGES,
  type Assignment,
} from '@morphic/contracts';
import { Button, Card, Skeleton, Stack, Text, Textarea } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { errorText } from '../../../lib/api-client';
import { formatDateTime } from '../format-date-time';
import { useConversationHistory } from '../hooks/useAssignment';
import { useAskQuestion } from '../hooks/useAssignmentCommands';

/** Questions to the company about the assignment, with the history (pushed live). */
export function QuestionsCard({ assignment, canAsk }: { assignment: Assignment; canAsk: boolean }) {
  const history = useConversationHistory(assignment.id);
  const ask = useAskQuestion(assignment.id);
  const [question, setQuestion] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const questions = history.data?.questions ?? assignment.questions;

  const send = () => {
    const parsed = AskQuestionRequestSchema.safeParse({ question });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? ASSIGNMENT_TEXTS.questionRequired);
      return;
    }
    setProblem(null);
    ask.mutate(parsed.data.question, {
      onSuccess: () => setQuestion(''),
      onError: (error) => setProblem(errorText(error, MESSAGES.somethingWentWrong)),
    });
  };

  return (
    <Card withBorder radius="lg" padding="lg" data-testid="questions-card">
      <Text fw={700} mb="sm">
        {ASSIGNMENT_TEXTS.questionsTitle}
      </Text>
      {history.isPending && questions.length === 0 ? (
        <Skeleton height={40} radius="md" />
      ) : questions.length === 0 ? (
        <Text size="sm" c="dimmed" data-testid="no-questions">
          {ASSIGNMENT_TEXTS.noQuestions}
        </Text>
      ) : (
        <Stack gap="xs" data-testid="question-history">
          {questions.map((entry, index) => (
            <Card key={`${entry.timestamp}-${index}`} withBorder radius="md" padding="xs">
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} data-testid={`question-${index}`}>
                {entry.question}
              </Text>
              <Text size="xs" c="dimmed" mt={2}>
                {formatDateTime(entry.timestamp)}
              </Text>
            </Card>
          ))}
        </Stack>
      )}
      {canAsk && (
        <Stack gap="xs" mt="md">
          <Textarea
            label={ASSIGNMENT_TEXTS.questionLabel}
            placeholder={ASSIGNMENT_TEXTS.questionPlaceholder}
            value={question}
            onChange={(event) => setQuestion(event.currentTarget.value)}
            autosize
            minRows={2}
            maxRows={6}
            error={problem}
            description={`${question.length}/${LIMITS.questionMaxLength}`}
            data-testid="question-input"
          />
          <Button
            variant="light"
            leftSection={<IconSend size={16} />}
            loading={ask.isPending}
            onClick={send}
            style={{ alignSelf: 'flex-end' }}
            data-testid="ask-question"
          >
            {ASSIGNMENT_TEXTS.askQuestion}
          </Button>
        </Stack>
      )}
    </Card>
  );
}
