/**
 * The Additional income page's state (spec §3 Income; §4 "Additional income: done when the user said none, or
 * a non-primary income exists"): the answer to "Do you have any other income?", the other (non-primary)
 * incomes, the editor for adding or changing one (`createUpdateIncome`), removing one after confirmation
 * (`deleteIncome`), and continuing, which saves the answer (`updateApplication` hasAdditionalIncome) when it
 * changed. Continuing with Yes needs at least one other income. The co-applicant's Additional income page uses it
 * too, inside ActingPersonProvider "coApplicant": then the saves are the co-applicant's own (their answer through
 * `updateCoApplicant`), their sections are fetched again after each, and Next goes to their next step.
 */
import { useMutation } from '@apollo/client/react';
import { Stack, Text } from '@mantine/core';
import { isAdditionalIncomeComplete } from '@stairway/domain/application-progress';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { confirmRemove } from '../../../components/form/confirm-remove';
import { paths } from '../../../lib/paths';
import { readGraphQLError } from '../../../lib/server-errors';
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
import type { Application, ApplicationIncome } from './use-application';
import { useGoToNextPage } from './use-save-and-continue';

/**
 * What the Additional income page reads of the person whose incomes they are (the applicant or the
 * co-applicant): their incomes and answer, and the shared progress and submitted state.
 */
export type AdditionalIncomeView = Pick<
  Application,
  'incomes' | 'hasAdditionalIncome' | 'submitted' | 'progress' | 'jointApplication'
>;

/** The answer to "Do you have any other income?" as the page holds it. */
export type AdditionalIncomeAnswer = 'yes' | 'no' | null;

/** The income being changed, 'new' while adding one, or null when the editor is closed. */
export type IncomeEditing = ApplicationIncome | 'new' | null;

/**
 * The saved answer the page starts with.
 * @param hasAdditionalIncome the application's answer: false (none), true, or null (not answered)
 * @param otherIncomes how many other (non-primary) incomes are saved
 * @returns 'no' when the applicant said none; 'yes' when they said so or already added one; otherwise null
 */
export function getSavedAnswer(
  hasAdditionalIncome: boolean | null,
  otherIncomes: number,
): AdditionalIncomeAnswer {
  if (hasAdditionalIncome === false) return 'no';
  if (hasAdditionalIncome === true || otherIncomes > 0) return 'yes';
  return null;
}

/**
 * @param application the person's incomes and answer, and the shared progress and submitted state
 * @param nav this page's path and, for the co-applicant, where Next goes (default: the applicant's next page)
 * @returns the other incomes, the answer and its error, the page's error, the editor's state, the refs that
 *   take the focus, whether anything is saving, and the actions
 */
export function useAdditionalIncome(
  application: AdditionalIncomeView,
  nav: SectionPageNav = { path: paths.application.steps['additional-income'] },
) {
  const navigate = useNavigate();
  const person = useActingPerson();
  const refreshCoApplicant = useRefreshCoApplicant();
  const goToApplicantNextPage = useGoToNextPage(nav.path, application.jointApplication);
  const { nextTo } = nav;
  const goToNextPage = () => (nextTo ? navigate(nextTo) : goToApplicantNextPage());
  const others = application.incomes.filter((income) => !income.primary);
  const [answer, setAnswer] = useState<AdditionalIncomeAnswer>(() =>
    getSavedAnswer(application.hasAdditionalIncome ?? null, others.length),
  );
  const [answerError, setAnswerError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [editing, setEditing] = useState<IncomeEditing>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const firstAnswer = useRef<HTMLButtonElement>(null);

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

  /** Answers the question; saying yes with nothing added yet opens the editor straight away. */
  const choose = (yes: boolean) => {
    setAnswer(yes ? 'yes' : 'no');
    setAnswerError(null);
    setError(null);
    if (yes && others.length === 0 && editing === null) setEditing('new');
  };

  /** Closes the editor and gives the focus back to the add button once it renders. */
  const closeEditor = () => {
    setEditing(null);
    setError(null);
    window.setTimeout(() => addButton.current?.focus(), 0);
  };

  /** Saves the income in the editor as another (non-primary) income, then closes the editor. */
  const save = async (values: IncomeFormResult) => {
    const id = editing !== null && editing !== 'new' ? editing.id : null;
    await saveIncome({ ...values, id, primary: false });
    closeEditor();
  };

  /** Asks "Remove this income?", then removes it. */
  const askToRemove = (income: ApplicationIncome) => {
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
        await deleteIncome(income.id);
        window.setTimeout(() => addButton.current?.focus(), 0);
      },
      onError: setError,
      networkErrorMessage: 'We couldn’t remove that income. Check your connection and try again.',
    });
  };

  /** "Save and continue": checks the answer, saves it when it changed and goes to the next page. */
  const submitAnswer = async () => {
    setError(null);
    if (answer === null) {
      setAnswerError('Say whether you have any other income');
      firstAnswer.current?.focus();
      return;
    }
    if (answer === 'yes' && editing !== null) {
      setError('Save or cancel the income you’re adding before you continue.');
      return;
    }
    if (answer === 'yes' && !isAdditionalIncomeComplete({ hasAdditionalIncome: true, incomes: others })) {
      setAnswerError('Add your other income, or choose No');
      addButton.current?.focus();
      return;
    }
    const hasAdditionalIncome = answer === 'yes';
    try {
      if (application.hasAdditionalIncome !== hasAdditionalIncome) {
        await saveAnswer(hasAdditionalIncome);
      }
      goToNextPage();
    } catch (failure) {
      setError(
        readGraphQLError(failure)?.message ??
          'We couldn’t save your answer. Check your connection and try again.',
      );
    }
  };

  return {
    others,
    readOnly: application.submitted,
    answer,
    answerError,
    error,
    setError,
    editing,
    addButton,
    firstAnswer,
    saving,
    savingIncome,
    choose,
    closeEditor,
    save,
    askToRemove,
    submitAnswer,
    /** Opens the editor on a saved income. */
    startEditing: (income: ApplicationIncome) => {
      setError(null);
      setEditing(income);
    },
    /** Opens the editor for a new income. */
    startAdding: () => {
      setError(null);
      setAnswerError(null);
      setEditing('new');
    },
  };
}
