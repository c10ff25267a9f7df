/**
 * The Additional income page's state (spec §3 Income; §4 "Additional income: done when the user said none, or
 * a non-primary income exists"): the answer to "Do you have any other income?", the other (non-primary)
 * incomes, the editor for adding or changing one (`createUpdateIncome`), removing one after confirmation
 * (`deleteIncome`), and continuing, which saves the answer (`updateApplication` hasAdditionalIncome) when it
 * changed. Continuing with Yes needs at least one other income. The co-applicant's Additional income page uses it
 * too, inside ActingPersonProvider "coApplicant": then the saves are the co-applicant's own (their answer through
 * `updateCoApplicant`), their sections are fetched again after each, and Next goes to their next step.
 */
import { isAdditionalIncomeComplete } from '@stairway/domain/application-progress';
import { useRef, useState } from 'react';
import { paths } from '../../../lib/paths';
import { readGraphQLError } from '../../../lib/server-errors';
import type { IncomeFormResult } from '../components/income-form';
import type { SectionPageNav } from '../lib/section-page-nav';
import { confirmRemoveIncome, useAdditionalIncomeSaves } from './use-additional-income-saves';
import type { Application, ApplicationIncome } from './use-application';

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
 * Why "Save and continue" cannot go on yet: no answer, an income still in the editor, or Yes with no other income.
 * @returns the answer's or the page's error and what takes the focus, or null when the answer can be saved
 */
function findAnswerProblem(
  answer: AdditionalIncomeAnswer,
  editing: IncomeEditing,
  others: ApplicationIncome[],
): { answerError?: string; error?: string; focus?: 'first' | 'add' } | null {
  if (answer === null) return { answerError: 'Say whether you have any other income', focus: 'first' };
  if (answer === 'yes' && editing !== null) {
    return { error: 'Save or cancel the income you’re adding before you continue.' };
  }
  if (answer === 'yes' && !isAdditionalIncomeComplete({ hasAdditionalIncome: true, incomes: others })) {
    return { answerError: 'Add your other income, or choose No', focus: 'add' };
  }
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
  const { saveIncome, deleteIncome, saveAnswer, saving, savingIncome, goToNextPage } =
    useAdditionalIncomeSaves(nav, application.jointApplication);
  const others = application.incomes.filter((income) => !income.primary);
  const [answer, setAnswer] = useState<AdditionalIncomeAnswer>(() =>
    getSavedAnswer(application.hasAdditionalIncome ?? null, others.length),
  );
  const [answerError, setAnswerError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [editing, setEditing] = useState<IncomeEditing>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const firstAnswer = useRef<HTMLButtonElement>(null);
  /** Gives the focus to the add button once it renders. */
  const focusAddButton = () => window.setTimeout(() => addButton.current?.focus(), 0);

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
    focusAddButton();
  };

  /** Saves the income in the editor as another (non-primary) income, then closes the editor. */
  const save = async (values: IncomeFormResult) => {
    const id = editing !== null && editing !== 'new' ? editing.id : null;
    await saveIncome({ ...values, id, primary: false });
    closeEditor();
  };

  /** Asks "Remove this income?", then removes it. */
  const askToRemove = (income: ApplicationIncome) =>
    confirmRemoveIncome(income, () => deleteIncome(income.id), focusAddButton, setError);

  /** "Save and continue": checks the answer, saves it when it changed and goes to the next page. */
  const submitAnswer = async () => {
    setError(null);
    const problem = findAnswerProblem(answer, editing, others);
    if (problem) {
      if (problem.answerError) setAnswerError(problem.answerError);
      if (problem.error) setError(problem.error);
      if (problem.focus) (problem.focus === 'first' ? firstAnswer : addButton).current?.focus();
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
