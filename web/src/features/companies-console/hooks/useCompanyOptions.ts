import { useQuery } from '@tanstack/react-query';
import { ALL_COMPANIES, adminCompaniesQuery } from '../queries';

/** Every company as a select's options (the representatives' company filter and field). */
export function useCompanyOptions() {
  const companies = useQuery({
    ...adminCompaniesQuery(ALL_COMPANIES),
    select: (data) =>
      data.companies.map((company) => ({ value: company.id, label: company.company_name })),
  });
  return companies.data ?? [];
}
