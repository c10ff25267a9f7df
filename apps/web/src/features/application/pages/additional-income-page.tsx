/**
 * Additional income, /your-application/financial-details/additional-income (spec §2; §3 Income; §4
 * "Additional income: done when the user said none, or a non-primary income exists"): "Do you have any other
 * income?". No saves that answer (`updateApplication`, hasAdditionalIncome false) and goes on. Yes lists the
 * applicant's other (non-primary) incomes as cards with Edit and Remove (removing asks first), and "Add
 * another income" opens the same type choice and fields as the Income page. Continuing with Yes needs at
 * least one other income. Read-only once the application is submitted.
 */
import { useMutation } from '@apollo/client/react';
import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import { isAdditionalIncomeComplete } from '@stairway/domain/application-progress';
import { formatGBP } from '@stairway/domain/money';
import { IconInfoCircle, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useId, useRef, useState } from 'react';
import { confirmRemove } from '../../../components/form/confirm-remove';
import { YesNoQuestion } from '../../../components/form/yes-no-question';
import { paths } from '../../../lib/paths';
import { readGraphQLError } from '../../../lib/server-errors';
import { ApplicationPageLoading } from '../components/application-page-loading';
import { ApplicationPageShell } from '../components/application-page-shell';
import { BudgetTooLowAlert } from '../components/budget-too-low-alert';
import { FormCard } from '../components/form-card';
import { IncomeForm, type IncomeFormResult } from '../components/income-form';
import { CreateUpdateIncomeMutation } from '../graphql/createUpdateIncome';
import { DeleteIncomeMutation } from '../graphql/deleteIncome';
import { UpdateApplicationMutation } from '../graphql/updateApplication';
import { type Application, type ApplicationIncome, useApplication } from '../hooks/use-application';
import { useGoToNextPage } from '../hooks/use-save-and-continue';
import { summariseIncome } from '../lib/income';
import classes from './additional-income-page.module.css';

const PATH = paths.application.steps['additional-income'];
const TITLE = 'Other income';
const QUESTION_FORM_ID = 'additional-income-question';
const INCOME_FORM_ID = 'additional-income-form';

/** The answer to "Do you have any other income?" as the page holds it. */
type Answer = 'yes' | 'no' | null;

/** The "Additional income" page. */
export function AdditionalIncomePage() {
  const { application, error, refetch } = useApplication();
  if (!application) {
    return <ApplicationPageLoading title={TITLE} error={error} onRetry={() => void refetch()} />;
  }
  return <AdditionalIncomeContent application={application} />;
}

/** The saved answer: no when the applicant said none, yes when they said so or already added one. */
function savedAnswer(application: Application, others: readonly ApplicationIncome[]): Answer {
  if (application.hasAdditionalIncome === false) return 'no';
  if (application.hasAdditionalIncome === true || others.length > 0) return 'yes';
  return null;
}

function AdditionalIncomeContent({ application }: { application: Application }) {
  const goToNextPage = useGoToNextPage(PATH, application.jointApplication);
  const others = application.incomes.filter((income) => !income.primary);
  const readOnly = application.submitted;
  const [answer, setAnswer] = useState<Answer>(() => savedAnswer(application, others));
  const [answerError, setAnswerError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  /** The income being changed, 'new' while adding one, or null when the editor is closed. */
  const [editing, setEditing] = useState<ApplicationIncome | 'new' | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const firstAnswer = useRef<HTMLButtonElement>(null);
  const listTitleId = useId();

  const [saveIncome, savingIncome] = useMutation(CreateUpdateIncomeMutation);
  const [deleteIncome, deleting] = useMutation(DeleteIncomeMutation);
  const [saveAnswer, savingAnswer] = useMutation(UpdateApplicationMutation);
  const saving = savingIncome.loading || deleting.loading || savingAnswer.loading;

  const choose = (value: string) => {
    const next = value === 'yes' ? 'yes' : 'no';
    setAnswer(next);
    setAnswerError(null);
    setError(null);
    // Saying yes with nothing added yet: open the form straight away.
    if (next === 'yes' && others.length === 0 && editing === null) setEditing('new');
  };

  const closeEditor = () => {
    setEditing(null);
    setError(null);
    // Let the button render before focusing it.
    window.setTimeout(() => addButton.current?.focus(), 0);
  };

  const save = async (values: IncomeFormResult) => {
    const id = editing !== null && editing !== 'new' ? editing.id : null;
    await saveIncome({ variables: { input: { ...values, id, primary: false } } });
    closeEditor();
  };

  const remove = (income: ApplicationIncome) => {
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
        await deleteIncome({ variables: { input: { id: income.id } } });
        window.setTimeout(() => addButton.current?.focus(), 0);
      },
      onError: setError,
      networkErrorMessage: 'We couldn’t remove that income. Check your connection and try again.',
    });
  };

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
        await saveAnswer({ variables: { input: { hasAdditionalIncome } } });
      }
      goToNextPage();
    } catch (failure) {
      setError(
        readGraphQLError(failure)?.message ??
          'We couldn’t save your answer. Check your connection and try again.',
      );
    }
  };

  return (
    <ApplicationPageShell
      application={application}
      path={PATH}
      section="Financial details"
      title={TITLE}
      description="Income on top of your main income, such as a second job, a pension, rent from a lodger or benefits. It can raise your budget."
      formId={QUESTION_FORM_ID}
      saving={saving}
      error={error}
    >
      <Stack gap="lg">
        {!application.canProvideBudget && application.incomes.some((income) => income.primary) && (
          <BudgetTooLowAlert page="additional-income" />
        )}
        <FormCard>
          <form
            id={QUESTION_FORM_ID}
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              void submitAnswer();
            }}
          >
            <YesNoQuestion
              label="Do you have any other income?"
              value={answer === null ? null : answer === 'yes'}
              onChange={(yes) => choose(yes ? 'yes' : 'no')}
              error={answerError}
              firstRef={firstAnswer}
              data-testid="has-additional-income"
            />
          </form>
        </FormCard>

        {answer === 'no' && others.length > 0 && (
          <Alert variant="light" color="blue" icon={<IconInfoCircle size={20} aria-hidden="true" />}>
            You’ve added {others.length === 1 ? 'another income' : `${others.length} other incomes`}. While
            you answer No, {others.length === 1 ? 'it doesn’t' : 'they don’t'} count towards your budget.
          </Alert>
        )}

        {answer === 'yes' && (
          <section aria-labelledby={listTitleId}>
            <Stack gap="md">
              <Title order={2} id={listTitleId} fz="lg">
                Your other income
              </Title>
              {others.length === 0 && editing === null && (
                <Text c="gray.7">
                  You haven’t added any other income yet. Add one to continue, or choose No.
                </Text>
              )}
              {others.length > 0 && (
                <ul className={classes.list}>
                  {others.map((income) => (
                    <IncomeCard
                      key={income.id}
                      income={income}
                      readOnly={readOnly}
                      editing={editing !== null && editing !== 'new' && editing.id === income.id}
                      onEdit={() => {
                        setError(null);
                        setEditing(income);
                      }}
                      onRemove={() => remove(income)}
                    />
                  ))}
                </ul>
              )}
              {editing !== null ? (
                <FormCard>
                  <Stack gap="lg">
                    <Title order={3} fz="md">
                      {editing === 'new' ? 'Add an income' : 'Change this income'}
                    </Title>
                    <IncomeForm
                      key={editing === 'new' ? 'new' : editing.id}
                      formId={INCOME_FORM_ID}
                      primary={false}
                      income={editing === 'new' ? undefined : editing}
                      typeQuestion="What kind of income is it?"
                      groupHeading="h4"
                      onSave={save}
                      onError={setError}
                    />
                    <div className={classes.editorButtons}>
                      <Button type="button" variant="default" onClick={closeEditor}>
                        Cancel
                      </Button>
                      <Button type="submit" form={INCOME_FORM_ID} loading={savingIncome.loading}>
                        Save income
                      </Button>
                    </div>
                  </Stack>
                </FormCard>
              ) : (
                !readOnly && (
                  <Button
                    ref={addButton}
                    variant="light"
                    leftSection={<IconPlus size={18} aria-hidden="true" />}
                    onClick={() => {
                      setError(null);
                      setAnswerError(null);
                      setEditing('new');
                    }}
                    className={classes.addButton}
                  >
                    {others.length === 0 ? 'Add an income' : 'Add another income'}
                  </Button>
                )
              )}
            </Stack>
          </section>
        )}
      </Stack>
    </ApplicationPageShell>
  );
}

/** One other income as a card: its type, main figure, what it is, what counts, and Edit / Remove. */
function IncomeCard(props: {
  income: ApplicationIncome;
  readOnly: boolean;
  editing: boolean;
  onEdit: () => void;
  onRemove: () => void;
}) {
  const summary = summariseIncome(props.income);
  const titleId = useId();
  return (
    <li className={classes.card} aria-labelledby={titleId} data-testid="additional-income-card">
      <div className={classes.cardText}>
        <Text id={titleId} fw={600}>
          {summary.title}
        </Text>
        <Text fz="lg" fw={700} className="tabular-nums">
          {summary.figure}
        </Text>
        {summary.detail && (
          <Text fz="sm" c="gray.7">
            {summary.detail}
          </Text>
        )}
        <Text fz="sm" c="stairway.8" mt={4}>
          Counts as <span className="tabular-nums">{formatGBP(summary.countsPerYear)}</span> a year
        </Text>
      </div>
      {!props.readOnly && (
        <div className={classes.cardActions}>
          <Button
            variant="default"
            leftSection={<IconPencil size={18} aria-hidden="true" />}
            onClick={props.onEdit}
            disabled={props.editing}
            aria-label={`Edit ${summary.title.toLowerCase()} income, ${summary.figure}`}
          >
            Edit
          </Button>
          <Button
            variant="default"
            color="red"
            leftSection={<IconTrash size={18} aria-hidden="true" />}
            onClick={props.onRemove}
            aria-label={`Remove ${summary.title.toLowerCase()} income, ${summary.figure}`}
            className={classes.removeButton}
          >
            Remove
          </Button>
        </div>
      )}
    </li>
  );
}
