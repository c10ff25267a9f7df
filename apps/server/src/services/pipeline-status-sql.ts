/**
 * The investor pipeline's status in SQL (decision 019): built from the domain's
 * PIPELINE_STATUS_RULE, the list getPipelineStatus reads, so that the counts, the filters and each applicant's
 * status agree. The stored column `user_applications.pipeline_status` keeps the rule less InReview (a home under
 * review needs home submissions), for the indexes.
 */
import {
  PIPELINE_STATUS_RULE,
  type PipelineApplicantsArgs,
  type PipelineStatus,
  type PipelineStatusFlag,
} from '@stairway/domain/pipeline';
import { and, eq, inArray, not, type SQL, sql } from 'drizzle-orm';
import { homeSubmissions, userApplications } from '../db/schema';

const a = userApplications;

/**
 * Whether the application has a home under review: served by the partial unique index
 * home_submissions_one_in_review_idx (at most one such row per application; decision 016).
 */
export const homeInReview = sql<boolean>`exists (select 1 from ${homeSubmissions} where ${homeSubmissions.applicationId} = ${a.id} and ${homeSubmissions.submitted} = true and ${homeSubmissions.approved} = false and ${homeSubmissions.rejected} = false)`;

/**
 * The statuses the stored column `pipeline_status` holds that InReview can stand above: those after it in
 * PIPELINE_STATUS_RULE that need every flag InReview needs but a home under review (FeePaid and Submitted). The
 * column knows every status but InReview, which needs home submissions (decision 019).
 */
const inReviewRule = PIPELINE_STATUS_RULE.findIndex((rule) => rule.status === 'InReview');
const BELOW_IN_REVIEW = PIPELINE_STATUS_RULE.slice(inReviewRule + 1)
  .filter((rule) =>
    (PIPELINE_STATUS_RULE[inReviewRule]?.requires ?? [])
      .filter((flag) => flag !== 'hasHomeInReview')
      .every((flag) => rule.requires.includes(flag)),
  )
  .map((rule) => rule.status);

/**
 * The condition of one pipeline status, through the indexes on the stored column; InReview is told apart from
 * the statuses below it by {@link homeInReview}. The API tests check it against the domain rule.
 */
export function statusCondition(status: PipelineApplicantsArgs['status']): SQL | undefined {
  if (status === 'All') return undefined;
  if (status === 'InReview') return and(inArray(a.pipelineStatus, BELOW_IN_REVIEW), homeInReview);
  if (BELOW_IN_REVIEW.includes(status)) return and(eq(a.pipelineStatus, status), not(homeInReview));
  return eq(a.pipelineStatus, status);
}

/**
 * The pipeline status in SQL, built from the domain's PIPELINE_STATUS_RULE (the same list getPipelineStatus
 * reads), so the counts and each applicant's status cannot disagree.
 * @param hasHomeInReview the SQL that says whether the applicant has a home under review
 */
function statusSql(hasHomeInReview: SQL): SQL<PipelineStatus> {
  const flags: Record<PipelineStatusFlag, SQL> = {
    rejected: sql`${a.rejected}`,
    approved: sql`${a.approved}`,
    submitted: sql`${a.submitted}`,
    waitlistFeePaid: sql`${a.waitlistFeePaid}`,
    hasHomeInReview,
  };
  // Each status is a literal of the closed list, not a parameter: the same expression is selected and grouped by.
  const cases = PIPELINE_STATUS_RULE.map(({ status, requires }) => {
    const literal = sql.raw(`'${status}'`);
    if (requires.length === 0) return sql` else ${literal}`;
    const all = sql.join(
      requires.map((flag) => sql`(${flags[flag]})`),
      sql` and `,
    );
    return sql` when ${all} then ${literal}`;
  });
  return sql<PipelineStatus>`(case${sql.join(cases, sql``)} end)`;
}

/**
 * The home under review of an application, for a LEFT JOIN: at most one row per application (the partial unique
 * index home_submissions_one_in_review_idx; decision 016), so the join never repeats an applicant.
 */
export const inReviewJoin = and(
  eq(homeSubmissions.applicationId, a.id),
  eq(homeSubmissions.submitted, true),
  eq(homeSubmissions.approved, false),
  eq(homeSubmissions.rejected, false),
);
/** The pipeline status over `user_applications LEFT JOIN` {@link inReviewJoin}. */
export const statusWithReview = statusSql(sql`${homeSubmissions.id} is not null`);
