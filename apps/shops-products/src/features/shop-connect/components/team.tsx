import { useState, type FormEvent } from 'react';
import type { ShopMembersResponse } from '@vouch/contracts';
import { useDateFormat } from '@vouch/api-client';
import { Button, PlainList, Spinner, TextField } from '@vouch/design-system';
import {
  useGetShopMembersQuery,
  useInviteShopMemberMutation,
  useRemoveShopMemberMutation,
  type MyShop,
} from '../api/shop-connect-api';
import { ConfirmDialog } from './confirm-dialog';
import { Alert, Entry, Form, Muted, SubPart } from './connect-styles';
import { NO_REFUSAL, refusalOf, type Refusal } from './refusal';

type Member = ShopMembersResponse['members'][number];

const ROLE_LABELS = { owner: 'Owner', member: 'Member' } as const;

/** Invites someone by e-mail; a refused address stays in the box with the reason next to it. */
function InviteForm({ shop }: { shop: MyShop }) {
  const [email, setEmail] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<Refusal>(NO_REFUSAL);
  const [invite, { isLoading }] = useInviteShopMemberMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setRefusal(NO_REFUSAL);
    setSentTo(null);
    try {
      await invite({ shopSlug: shop.slug, email: email.trim() }).unwrap();
      setSentTo(email.trim());
      setEmail('');
    } catch (failure) {
      setRefusal(refusalOf(failure));
    }
  };

  return (
    <Form aria-label={`Invite someone to ${shop.name}`} onSubmit={submit} noValidate>
      <TextField
        label="E-mail address"
        type="email"
        autoComplete="email"
        value={email}
        error={refusal.fields.email}
        onChange={(event) => setEmail(event.target.value)}
      />
      {refusal.message && <Alert role="alert">{refusal.message}</Alert>}
      <div>
        <Button type="submit" disabled={isLoading}>
          {isLoading ? 'Sending…' : 'Send invitation'}
        </Button>
      </div>
      <Muted role="status">{sentTo && `Invitation sent to ${sentTo}.`}</Muted>
    </Form>
  );
}

/**
 * Who answers for a shop with its owner: invite by e-mail, the members (each but the owner can
 * be removed) and the invitations not yet accepted, with when they run out.
 */
export function Team({ shop }: { shop: MyShop }) {
  const { moment } = useDateFormat();
  const team = useGetShopMembersQuery(shop.slug);
  const [removeMember] = useRemoveShopMemberMutation();
  const [removing, setRemoving] = useState<Member | null>(null);
  const headingId = `team-${shop.slug}`;
  const data = team.data;
  return (
    <SubPart aria-labelledby={headingId}>
      <h4 id={headingId}>Team</h4>
      <Muted>Members answer reviews, questions and disputes in the shop inbox, as you do.</Muted>
      <InviteForm shop={shop} />
      {data ? (
        <>
          <PlainList aria-label={`Members of ${shop.name}`}>
            {data.members.map((member) => (
              <Entry key={member.encoded_id}>
                <div>
                  <strong>{member.name}</strong>
                  <Muted as="span">
                    {member.email ? `${member.email} · ` : ''}
                    {ROLE_LABELS[member.role]}
                  </Muted>
                </div>
                {member.role === 'member' && (
                  <Button
                    $variant="secondary"
                    aria-label={`Remove ${member.name}`}
                    onClick={() => setRemoving(member)}
                  >
                    Remove
                  </Button>
                )}
              </Entry>
            ))}
          </PlainList>
          {data.invitations.length > 0 && (
            <>
              <h5>Pending invitations</h5>
              <PlainList aria-label={`Invitations to ${shop.name}`}>
                {data.invitations.map((invitation) => (
                  <Entry key={invitation.email}>
                    <div>
                      <span>{invitation.email}</span>
                      <Muted as="span">Expires {moment(invitation.expires_at)}</Muted>
                    </div>
                  </Entry>
                ))}
              </PlainList>
            </>
          )}
        </>
      ) : team.isError ? (
        <Alert role="alert">The team could not be loaded. Reload the page to try again.</Alert>
      ) : (
        <Spinner />
      )}
      {removing && (
        <ConfirmDialog
          title={`Remove ${removing.name}?`}
          text={`${removing.name} will no longer answer for ${shop.name}. You can invite them again later.`}
          confirmLabel="Remove"
          busyLabel="Removing…"
          confirm={() =>
            removeMember({ shopSlug: shop.slug, encodedId: removing.encoded_id }).unwrap()
          }
          onClose={() => setRemoving(null)}
        />
      )}
    </SubPart>
  );
}
