/** The chosen income type's fields (income-form.tsx), each type's form seeded from its draft or the saved income. */
import type { IncomeType } from '@stairway/domain/constants';
import type { ReactNode } from 'react';
import type { ApplicationIncome } from '../../hooks/use-application';
import { getIncomeFormDefaults, type IncomeDrafts, type IncomeFormOutput } from '../../lib/income-form';
import { BenefitsIncomeForm } from './benefits-income-form';
import { ContractorIncomeForm } from './contractor-income-form';
import { EmployedIncomeForm } from './employed-income-form';
import { LimitedCompanyIncomeForm } from './limited-company-income-form';
import { SoleTraderIncomeForm } from './sole-trader-income-form';

/** What the fields need of the income form's props. */
type FieldsProps = {
  formId: string;
  primary: boolean;
  income?: ApplicationIncome;
  onSave: (values: IncomeFormOutput<IncomeType>) => Promise<void>;
  onError: (message: string | null) => void;
};

/**
 * The fields of the chosen type, or, with none chosen, an empty form with the id that calls `onNoType` when submitted.
 * @param type the chosen type (null: none yet)
 * @param props the form's id, the saved income, whether it is the main income, and the save and error callbacks
 * @param drafts what was typed for each type, kept across switches (written as the applicant types)
 * @param onNoType called when the page's button submits the form before a type is chosen
 */
export function incomeTypeFields(
  type: IncomeType | null,
  props: FieldsProps,
  drafts: IncomeDrafts,
  onNoType: () => void,
): ReactNode {
  const common = { formId: props.formId, onSave: props.onSave, onError: props.onError };
  const defaults = <K extends IncomeType>(k: K) => getIncomeFormDefaults(k, props.income, props.primary);
  let fields: ReactNode;
  switch (type) {
    case 'Employed':
      fields = (
        <EmployedIncomeForm
          key={type}
          {...common}
          initial={drafts.Employed ?? defaults('Employed')}
          onDraft={(values) => {
            drafts.Employed = values;
          }}
        />
      );
      break;
    case 'ProfessionalContractor':
      fields = (
        <ContractorIncomeForm
          key={type}
          {...common}
          initial={drafts.ProfessionalContractor ?? defaults('ProfessionalContractor')}
          onDraft={(values) => {
            drafts.ProfessionalContractor = values;
          }}
        />
      );
      break;
    case 'SoleTrader':
      fields = (
        <SoleTraderIncomeForm
          key={type}
          {...common}
          initial={drafts.SoleTrader ?? defaults('SoleTrader')}
          onDraft={(values) => {
            drafts.SoleTrader = values;
          }}
        />
      );
      break;
    case 'LimitedCompany':
      fields = (
        <LimitedCompanyIncomeForm
          key={type}
          {...common}
          initial={drafts.LimitedCompany ?? defaults('LimitedCompany')}
          onDraft={(values) => {
            drafts.LimitedCompany = values;
          }}
        />
      );
      break;
    case 'Benefits':
      fields = (
        <BenefitsIncomeForm
          key={type}
          {...common}
          initial={drafts.Benefits ?? defaults('Benefits')}
          onDraft={(values) => {
            drafts.Benefits = values;
          }}
        />
      );
      break;
    default:
      // Nothing chosen yet: the page's button still submits "this form", which asks for a type.
      fields = (
        <form
          id={props.formId}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            onNoType();
          }}
        />
      );
  }
  return fields;
}
