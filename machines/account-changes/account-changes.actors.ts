import { fromCallback, type EventObject } from 'xstate';
import type { AccountChangeKind } from '../../contract/account-changes';
import { graphql } from '../graphql/gql';
import { subscribeGql } from '../graphql-client/graphql-client';

const AccountChangedDocument = graphql(`
  subscription AccountChanged { accountChanged { kind id } }
`);

export type StreamEvent = { type: 'STREAM.OPEN' } | { type: 'STREAM.CHANGE'; kind: AccountChangeKind; id: string } | { type: 'STREAM.END' };

/** The signed-in customer's one change stream (issue 42), open while this actor runs. */
export const openAccountStream = fromCallback<EventObject, void>(({ sendBack }) =>
  subscribeGql(AccountChangedDocument, {}, (data) => sendBack({ type: 'STREAM.CHANGE', kind: data.accountChanged.kind, id: data.accountChanged.id } satisfies StreamEvent), {
    onOpen: () => sendBack({ type: 'STREAM.OPEN' } satisfies StreamEvent),
    onEnd: () => sendBack({ type: 'STREAM.END' } satisfies StreamEvent),
  }),
);
