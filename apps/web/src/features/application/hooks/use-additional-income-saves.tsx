/**
 * The Additional income page's saves for the acting person (useActingPerson): adding, changing and removing another
 * income and saving the answer to "Do you have any other income?" — the applicant's through `createUpdateIncome`,
 * `deleteIncome` and `updateApplication`, the co-applicant's through their own mutations, their sections fetched
 * again after each — and going to the next page. Also the "Remove this income?" confirmation.
 */
import { useMutation } from '@apollo/client/react';
import { Stack, Text } from '@mantine/core';
import { useNavigate } from 'react-router';
import { confirmRemove } from '../../../components/form/confirm-remove';
import type { IncomeFormResult } from '../components/income-form';
import {
  CoApplicantCreateUpdateIncomeMutation,
  CoApplicantDeleteIncomeMutation,
  CoApplicantUpdateAdditionalIncomeMutation,
} from '../graphql/coApplicantSections';
import { CreateUpdateIncomeMutation } from '../graphql/createUpdateIncome';
import { DeleteIncomeMutation } from '../graphql/deleteIncome';
import { UpdateApplicationMutation } from '../graphql/updateApplication';
import { summariseIncome } from '../lib/income';
import type { SectionPageNav } from '../lib/section-page-nav';
import { useActingPerson, useRefreshCoApplicant } from './use-acting-person';
import type { ApplicationIncome } from './use-application';
import { useGoToNextPage } from './use-save-and-continue';

/**
 * @param nav this page's path and, for the co-applicant, where Next goes (default: the applicant's next page)
 * @param jointApplication whether the application is joint (the applicant's next page depends on it)
 * @returns the saves (income, removal, answer), whether any is saving (and an income in particular), and going to
 *   the next page
 */
export function useAdditionalIncomeSaves(nav: SectionPageNav, jointApplication: boolean) {
  const navigate = useNavigate();
  const person = useActingPerson();
  const refreshCoApplicant = useRefreshCoApplicant();
  const goToApplicantNextPage = useGoToNextPage(nav.path, jointApplication);
  const { nextTo } = nav;
  const goToNextPage = () => (nextTo ? navigate(nextTo) : goToApplicantNextPage());

  const [saveApplicantIncome, savingApplicantIncome] = useMutation(CreateUpdateIncomeMutation);
  const [deleteApplicantIncome, deletingApplicant] = useMutation(DeleteIncomeMutation);
  const [saveApplicantAnswer, savingApplicantAnswer] = useMutation(UpdateApplicationMutation);
  const [saveCoIncome, savingCoIncome] = useMutation(CoApplicantCreateUpdateIncomeMutation);
  const [deleteCoIncome, deletingCo] = useMutation(CoApplicantDeleteIncomeMutation);
  const [saveCoAnswer, savingCoAnswer] = useMutation(CoApplicantUpdateAdditionalIncomeMutation);
  const savingIncome = savingApplicantIncome.loading || savingCoIncome.loading;
  const saving =
    savingIncome ||
    deletingApplicant.loading ||
    deletingCo.loading ||
    savingApplicantAnswer.loading ||
    savingCoAnswer.loading;

  /** The acting person's saves: the applicant's return the application; the co-applicant's are fetched again. */
  const saveIncome = async (input: IncomeFormResult & { id: string | null; primary: false }) => {
    if (person === 'coApplicant') {
      await saveCoIncome({ variables: { input } });
      await refreshCoApplicant();
    } else {
      await saveApplicantIncome({ variables: { input } });
    }
  };
  const deleteIncome = async (id: string) => {
    if (person === 'coApplicant') {
      await deleteCoIncome({ variables: { input: { id } } });
      await refreshCoApplicant();
    } else {
      await deleteApplicantIncome({ variables: { input: { id } } });
    }
  };
  const saveAnswer = async (hasAdditionalIncome: boolean) => {
    if (person === 'coApplicant') {
      await saveCoAnswer({ variables: { input: { hasAdditionalIncome } } });
      await refreshCoApplicant();
    } else {
      await saveApplicantAnswer({ variables: { input: { hasAdditionalIncome } } });
    }
  };

  return { saveIncome, deleteIncome, saveAnswer, saving, savingIncome, goToNextPage };
}

/**
 * Asks "Remove this income?", then removes it.
 * @param income the income to remove
 * @param remove removes it; `onRemoved` runs after, `onError` with the message when it fails
 */
export function confirmRemoveIncome(
  income: ApplicationIncome,
  remove: () => Promise<void>,
  onRemoved: () => void,
  onError: (message: string | null) => void,
) {
  const summary = summariseIncome(income);
  confirmRemove({
    title: 'Remove this income?',
    children: (
      <Stack gap={4}>
        <Text fw={500}>
          {summary.title}: {summary.figure}
        </Text>
        <Text fz="sm" c="dimmed">
          It will no longer count towards your budget. You can add it again at any time.
        </Text>
      </Stack>
    ),
    confirmLabel: 'Remove income',
    remove: async () => {
      await remove();
      onRemoved();
    },
    onError,
    networkErrorMessage: 'We couldn’t remove that income. Check your connection and try again.',
  });
}
