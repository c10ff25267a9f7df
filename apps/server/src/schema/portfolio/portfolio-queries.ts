/**
 * The portfolio query (services/portfolio): aggregate figures of the homes Stairway has bought, for pipeline
 * viewers (investors) and operators alike; never who.
 */
import { builder } from '../../builder';
import { readPortfolio } from '../../services/portfolio/read-portfolio';
import { PortfolioRef } from './portfolio-types';

builder.queryFields((t) => ({
  portfolio: t.withAuth({ pipelineViewer: true, operator: true }).field({
    type: PortfolioRef,
    description:
      'The portfolio: homes owned, their values at purchase and gross yield, rent collected against due this ' +
      'month and in each of the last twelve, arrears rates, deposits and equity held for customers and the cases ' +
      'at each stage. Aggregates only: money figures made from fewer than five plans are null. Pipeline viewers ' +
      'and operators only.',
    resolve: (_root, _args, ctx) => readPortfolio(ctx.db, { today: ctx.today }),
  }),
}));
