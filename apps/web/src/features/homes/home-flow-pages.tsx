/**
 * The pages of a home found elsewhere (spec §2): Submit a home (/submit-a-home/home-disclaimer, basic-info,
 * edit-additional-info) and the guided first-home flow (/your-application/first-home/requirements,
 * basic-info, additional-info, images). Each step is one component taking the flow (lib/home-flow.ts), so
 * both flows share the same forms, hooks and rules; the draft is saved page by page (spec §7
 * createHomeSubmission, updateHomeSubmission, updateSubmission) and sent with submitHomeSubmission, after
 * which 'Home submitted!' shows and the applicant goes to their progress (spec §8).
 */
import { Alert, Button, Group, Stack } from '@mantine/core';
import type { HomeAdditionalInfoFormOutput } from '@stairway/domain/home-submissions';
import { IconArrowRight, IconSend } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { useAsyncAction } from '../../lib/use-async-action';
import { HomeApprovalRisks } from './components/approval-risks';
import { HomeAdditionalInfoForm } from './components/home-additional-info-form';
import { HomeBasicInfoForm } from './components/home-basic-info-form';
import { canSaveDrafts, DraftGate } from './components/home-draft-gate';
import { HomeIntro } from './components/home-intro';
import { HomePhotos } from './components/home-photos';
import { HomeSummary } from './components/home-summary';
import { useHomeDraft } from './hooks/use-home-draft';
import { useHomePhotos } from './hooks/use-home-photos';
import type { HomeSubmission } from './hooks/use-home-submissions';
import { useSubmitDraft } from './hooks/use-submit-draft';
import { HOME_FLOWS, type HomeFlow, type HomeFlowKind, withHome } from './lib/home-flow';

const ADDITIONAL_FORM_ID = 'home-additional-info';

/** The first page: the disclaimer or the requirements. */
function IntroStep({ kind }: { kind: HomeFlowKind }) {
  const flow = HOME_FLOWS[kind];
  const draft = useHomeDraft();
  return (
    <DraftGate
      flow={flow}
      step={0}
      title={kind === 'firstHome' ? 'What we look for' : 'Before you submit a home'}
      draft={draft}
      needsDraft={false}
      back={flow.exit}
    >
      {(home) => <HomeIntro flow={flow} refusal={draft.refusal} draftId={home?.id ?? null} />}
    </DraftGate>
  );
}

/** The basic information. */
function BasicInfoStep({ kind }: { kind: HomeFlowKind }) {
  const flow = HOME_FLOWS[kind];
  const navigate = useNavigate();
  const draft = useHomeDraft();
  const back = { to: withHome(flow.intro, draft.draft?.id ?? null), label: 'Back' };
  return (
    <DraftGate flow={flow} step={1} title="The basics" draft={draft} needsDraft={false} back={back}>
      {(home) => (
        <HomeBasicInfoForm
          key={home?.id ?? 'new'}
          home={home}
          back={back}
          canSave={canSaveDrafts(draft.refusal)}
          onSave={async (values) => {
            const saved = await draft.saveBasicInfo(values);
            void navigate(withHome(flow.additionalInfo, saved.id));
          }}
        />
      )}
    </DraftGate>
  );
}

/** The additional information; on /submit-a-home also the photos and the submit button. */
function AdditionalInfoStep({ kind }: { kind: HomeFlowKind }) {
  const flow = HOME_FLOWS[kind];
  const draft = useHomeDraft();
  const back = { to: withHome(flow.basicInfo, draft.draft?.id ?? null), label: 'Back' };
  return (
    <DraftGate flow={flow} step={2} title="More details" draft={draft} needsDraft back={back}>
      {(home) => home && <AdditionalInfoContent flow={flow} home={home} draft={draft} back={back} />}
    </DraftGate>
  );
}

function AdditionalInfoContent(props: {
  flow: HomeFlow;
  home: HomeSubmission;
  draft: ReturnType<typeof useHomeDraft>;
  back: { to: string; label: string };
}) {
  const { flow, home, draft, back } = props;
  const navigate = useNavigate();
  const photos = useHomePhotos(home.id, home.images);
  const sending = useSubmitDraft(draft);
  const last = flow.images === null;
  // Saving, then on /submit-a-home submitting: the button loads throughout, and a double click saves once.
  const saving = useAsyncAction(async (values: HomeAdditionalInfoFormOutput) => {
    await draft.saveAdditionalInfo(home.id, values);
    if (flow.images) void navigate(withHome(flow.images, home.id));
    else await sending.submit(home.id);
  });
  return (
    <Stack gap="lg">
      <HomeAdditionalInfoForm
        formId={ADDITIONAL_FORM_ID}
        home={home}
        onProblem={sending.setProblem}
        onSave={saving.run}
        onAutosave={(values) => draft.saveAdditionalInfo(home.id, values)}
      />
      {last && <HomePhotos home={home} photos={photos} />}
      {last && <HomeSummary home={home} changeTo={withHome(flow.basicInfo, home.id)} />}
      {last && <HomeApprovalRisks home={home} />}
      {sending.problem && (
        <Alert color="red" role="alert">
          {sending.problem}
        </Alert>
      )}
      <Group justify="space-between">
        <Button component={Link} to={back.to} variant="default" size="md">
          {back.label}
        </Button>
        {last ? (
          <Button
            type="submit"
            form={ADDITIONAL_FORM_ID}
            size="md"
            loading={saving.running || sending.submitting}
            disabled={Boolean(draft.refusal) || photos.uploading}
            rightSection={<IconSend size={18} aria-hidden="true" />}
          >
            {photos.uploading ? 'Uploading photos…' : 'Submit home'}
          </Button>
        ) : (
          <Button
            type="submit"
            form={ADDITIONAL_FORM_ID}
            size="md"
            loading={saving.running}
            rightSection={<IconArrowRight size={18} aria-hidden="true" />}
          >
            Save and continue
          </Button>
        )}
      </Group>
    </Stack>
  );
}

/** The photos, the summary and the submit button (the first-home flow's last page). */
function ImagesStep({ kind }: { kind: HomeFlowKind }) {
  const flow = HOME_FLOWS[kind];
  const draft = useHomeDraft();
  const back = { to: withHome(flow.additionalInfo, draft.draft?.id ?? null), label: 'Back' };
  return (
    <DraftGate flow={flow} step={3} title="Photos" draft={draft} needsDraft back={back}>
      {(home) => home && <ImagesContent flow={flow} home={home} draft={draft} back={back} />}
    </DraftGate>
  );
}

function ImagesContent(props: {
  flow: HomeFlow;
  home: HomeSubmission;
  draft: ReturnType<typeof useHomeDraft>;
  back: { to: string; label: string };
}) {
  const { flow, home, draft, back } = props;
  const photos = useHomePhotos(home.id, home.images);
  const sending = useSubmitDraft(draft);
  return (
    <Stack gap="lg">
      <HomePhotos home={home} photos={photos} />
      <HomeSummary home={home} changeTo={withHome(flow.basicInfo, home.id)} />
      <HomeApprovalRisks home={home} />
      {sending.problem && (
        <Alert color="red" role="alert">
          {sending.problem}
        </Alert>
      )}
      <Group justify="space-between">
        <Button component={Link} to={back.to} variant="default" size="md">
          {back.label}
        </Button>
        <Button
          size="md"
          onClick={() => void sending.submit(home.id)}
          loading={sending.submitting}
          disabled={Boolean(draft.refusal) || photos.uploading}
          rightSection={<IconSend size={18} aria-hidden="true" />}
        >
          {photos.uploading ? 'Uploading photos…' : 'Submit home'}
        </Button>
      </Group>
    </Stack>
  );
}

/** /submit-a-home/home-disclaimer. */
export function SubmitHomeDisclaimerPage() {
  return <IntroStep kind="submitAHome" />;
}
/** /submit-a-home/basic-info. */
export function SubmitHomeBasicInfoPage() {
  return <BasicInfoStep kind="submitAHome" />;
}
/** /submit-a-home/edit-additional-info (with the photos and the submit button). */
export function SubmitHomeAdditionalInfoPage() {
  return <AdditionalInfoStep kind="submitAHome" />;
}
/** /your-application/first-home/requirements. */
export function FirstHomeRequirementsPage() {
  return <IntroStep kind="firstHome" />;
}
/** /your-application/first-home/basic-info. */
export function FirstHomeBasicInfoPage() {
  return <BasicInfoStep kind="firstHome" />;
}
/** /your-application/first-home/additional-info. */
export function FirstHomeAdditionalInfoPage() {
  return <AdditionalInfoStep kind="firstHome" />;
}
/** /your-application/first-home/images. */
export function FirstHomeImagesPage() {
  return <ImagesStep kind="firstHome" />;
}
