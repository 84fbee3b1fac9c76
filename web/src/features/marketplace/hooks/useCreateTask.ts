import type { CreateTaskRequest } from '@morphic/contracts';
import { showToast } from '../../../lib/toast';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { missionsApi } from '../../../lib/api/clients';

/** Posts a marketplace task, then goes to the marketplace, where it is listed already. */
export function useCreateTask() {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (body: CreateTaskRequest) => missionsApi.createTask({ body }),
    onSuccess: ({ message }) => {
      showToast({ color: 'teal', message });
      void navigate({ to: '/marketplace' });
    },
  });
}
