/**
 * The sections of the pipeline detail panel (spec §2 "Pipeline detail panel"): the applicant, the home, how
 * the budget was worked out (every figure with its source), the plan year by year, and which documents are
 * present (never their contents).
 */
import { Anchor, List, ScrollArea, SimpleGrid, Table, Text, Title } from '@mantine/core';
import { PROPERTY_TYPE_LABELS } from '@stairway/domain/constants';
import { DOCUMENT_TYPE_LABELS } from '@stairway/domain/documents';
import { formatGBP } from '@stairway/domain/money';
import { PIPELINE_BANK_STATEMENTS_LABELS } from '@stairway/domain/pipeline';
import { formatYield } from '@stairway/domain/plan';
import type { GetPipelineDetailsQuery } from '../../../gql/graphql';
import { formatFigure, formatPercent } from '../lib/format';
import { StatusBadge } from './status-badge';

/** The details of an applicant and one of their homes (getPipelineDetails). */
export type Details = GetPipelineDetailsQuery['getPipelineDetails'];

/** A figure: its label, its value and an optional note. */
function Figure({ label, value, note }: { label: string; value: string; note?: string | null }) {
  return (
    <div>
      <Text fz="xs" c="gray.7">
        {label}
      </Text>
      <Text fw={600} className="tabular-nums">
        {value}
      </Text>
      {note && (
        <Text fz="xs" c="gray.7" className="tabular-nums">
          {note}
        </Text>
      )}
    </div>
  );
}

/** "Applicant": status, income, age, areas, joint application, identity and bank statements. */
export function ApplicantSection({ d }: { d: Details }) {
  return (
    <section aria-labelledby="pd-applicant">
      <Title order={3} fz={18} mb="xs" id="pd-applicant">
        Applicant
      </Title>
      <SimpleGrid cols={{ base: 2, sm: 4 }}>
        <div>
          <Text fz="xs" c="gray.7">
            Status
          </Text>
          <StatusBadge status={d.applicant.status} />
        </div>
        <Figure label="Total income" value={`${formatGBP(d.applicant.totalIncome)} a year`} />
        <Figure label="Age" value={d.applicant.age != null ? String(d.applicant.age) : 'Not given'} />
        <Figure label="Areas" value={d.applicant.location || '–'} />
        <Figure label="Joint application" value={d.applicant.jointApplication ? 'Yes' : 'No'} />
        <Figure label="Identity" value={d.applicant.identityVerified ? 'Verified' : 'Not yet'} />
        <Figure label="Bank statements" value={PIPELINE_BANK_STATEMENTS_LABELS[d.applicant.bankStatements]} />
      </SimpleGrid>
    </section>
  );
}

/** "Home": what and where it is, a link to its listing, its price, rents, yield and ratios. */
export function HomeSection({ d }: { d: Details }) {
  return (
    <section aria-labelledby="pd-home">
      <Title order={3} fz={18} mb="xs" id="pd-home">
        Home
      </Title>
      <Text mb="xs">
        {d.home.bedrooms === 0 ? 'Studio' : `${d.home.bedrooms ?? '?'} bedroom`}{' '}
        {PROPERTY_TYPE_LABELS[d.home.type].toLowerCase()}, {d.home.postcode}
        {d.home.postTown ? `, ${d.home.postTown}` : ''}
        {d.home.link && (
          <>
            {' '}
            <Anchor href={d.home.link} target="_blank" rel="noreferrer" underline="always">
              See the listing
            </Anchor>
          </>
        )}
      </Text>
      <SimpleGrid cols={{ base: 2, sm: 3 }}>
        <Figure label="Asking price" value={formatGBP(d.home.askingPrice)} />
        <Figure
          label="Rent estimate"
          value={d.home.rentEstimate != null ? `${formatGBP(d.home.rentEstimate)} a month` : '–'}
        />
        <Figure
          label="Estimator rent (landlord estimator)"
          value={d.home.algoRentEstimate != null ? `${formatGBP(d.home.algoRentEstimate)} a month` : '–'}
          note={
            d.home.algoRentLow != null && d.home.algoRentHigh != null
              ? `${formatGBP(d.home.algoRentLow)}–${formatGBP(d.home.algoRentHigh)} a month (8 in 10)`
              : null
          }
        />
        <Figure label="Yield" value={d.home.yield != null ? formatYield(d.home.yield) : '–'} />
        <Figure label="Price / budget" value={formatPercent(d.home.affordability)} />
        <Figure label="Rent / net income" value={formatPercent(d.home.rentOnNetIncome)} />
      </SimpleGrid>
    </section>
  );
}

/** "How the budget was worked out": each figure, its value and its source. */
export function AffordabilitySection({ d }: { d: Details }) {
  return (
    <section aria-labelledby="pd-affordability">
      <Title order={3} fz={18} mb="xs" id="pd-affordability">
        How the budget was worked out
      </Title>
      {d.affordability.length === 0 ? (
        <Text c="gray.7">No budget has been worked out for this applicant yet.</Text>
      ) : (
        <ScrollArea type="auto">
          <Table verticalSpacing={6} miw={560} aria-label="Affordability calculation">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Figure</Table.Th>
                <Table.Th ta="right">Value</Table.Th>
                <Table.Th>Source</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {d.affordability.map((figure) => (
                <Table.Tr key={figure.id}>
                  <Table.Td>{figure.label}</Table.Td>
                  <Table.Td ta="right" className="tabular-nums" style={{ whiteSpace: 'nowrap' }}>
                    {formatFigure(figure.value, figure.unit)}
                  </Table.Td>
                  <Table.Td fz="xs" c="gray.7">
                    {figure.source}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea>
      )}
    </section>
  );
}

/** "The plan for this home": its deposit, rent, equity and time to own, and the plan year by year. */
export function PlanSection({ d }: { d: Details }) {
  return (
    <section aria-labelledby="pd-plan">
      <Title order={3} fz={18} mb="xs" id="pd-plan">
        The plan for this home
      </Title>
      {!d.plan ? (
        <Text c="gray.7">No rent is known for this home, so there is no plan to show.</Text>
      ) : (
        <>
          <SimpleGrid cols={{ base: 2, sm: 3 }} mb="sm">
            <Figure label="Deposit (2%)" value={formatGBP(d.plan.initialDeposit)} />
            <Figure
              label={d.home.rentSource === 'Estimator' ? 'Rent (landlord estimator)' : 'Rent'}
              value={`${formatGBP(d.plan.rent)} a month`}
            />
            <Figure label="Equity (minimum)" value={`${formatGBP(d.plan.monthlyEquity)} a month`} />
            <Figure label="Time to own" value={`${d.plan.ownershipYears} years`} />
            <Figure label="Mortgage then needed" value={formatGBP(d.plan.mortgageNeeded)} />
          </SimpleGrid>
          <ScrollArea type="auto">
            <Table verticalSpacing={6} miw={520} aria-label="Plan year by year">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Year</Table.Th>
                  <Table.Th ta="right">Rent paid</Table.Th>
                  <Table.Th ta="right">Equity paid</Table.Th>
                  <Table.Th ta="right">Equity so far</Table.Th>
                  <Table.Th ta="right">Share owned</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {d.plan.years.map((year) => (
                  <Table.Tr key={year.year}>
                    <Table.Td>
                      {year.year}
                      {year.months < 12 ? ` (${year.months} months)` : ''}
                    </Table.Td>
                    <Table.Td ta="right" className="tabular-nums">
                      {formatGBP(year.rentPaid)}
                    </Table.Td>
                    <Table.Td ta="right" className="tabular-nums">
                      {formatGBP(year.equityPaid)}
                    </Table.Td>
                    <Table.Td ta="right" className="tabular-nums">
                      {formatGBP(year.equityTotal)}
                    </Table.Td>
                    <Table.Td ta="right" className="tabular-nums">
                      {formatPercent(year.shareOwned)}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea>
        </>
      )}
    </section>
  );
}

/** "Documents present": the documents of each person by type, with how many. */
export function DocumentsSection({ d }: { d: Details }) {
  return (
    <section aria-labelledby="pd-documents">
      <Title order={3} fz={18} mb="xs" id="pd-documents">
        Documents present
      </Title>
      {d.documents.length === 0 ? (
        <Text c="gray.7">No documents uploaded yet.</Text>
      ) : (
        <List>
          {d.documents.map((doc) => (
            <List.Item key={`${doc.person}-${doc.documentType}`}>
              {doc.person === 'coApplicant' ? 'Co-applicant' : 'Applicant'}:{' '}
              {DOCUMENT_TYPE_LABELS[doc.documentType]} ({doc.count})
            </List.Item>
          ))}
        </List>
      )}
    </section>
  );
}
