import type { CompanySessionResponse } from '@morphic/contracts';
import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { holdJoiningCompany } from '../company-session';

/**
 * Where a company's own account goes once signed in (at /join/company/link or in the Sign In
 * dialog): step 2 of /join/company, to add a representative.
 */
export function useJoinAsCompany(): (session: CompanySessionResponse) => Promise<void> {
  const navigate = useNavigate();
  return useCallback(
    async (session: CompanySessionResponse) => {
      holdJoiningCompany(session);
      await navigate({ to: '/join/company', search: { step: 2 } });
    },
    [navigate],
  );
}
