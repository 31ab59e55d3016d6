import { mailtoHref, telHref, type ResponsibleAdult } from '@club/contracts';
import { styled } from '@club/stack';
import { Fragment } from 'react';

const Line = styled.span`
  display: block;
`;

/**
 * A minor's responsible adults as the staff of their section reach them (ADR 210): « Contact : Nom · téléphone ·
 * e-mail », one line each, the phone and the address as links. Nothing for someone without one.
 */
export function ResponsibleAdults({ adults, label = 'Contact' }: { adults: readonly ResponsibleAdult[]; label?: string | null }) {
  if (adults.length === 0) return null;
  return (
    <>
      {adults.map((adult, index) => (
        <Line key={`${adult.name}-${index}`}>
          {label ? `${label} : ` : null}
          {adult.name}
          {adult.phone ? (
            <Fragment>
              {' · '}
              <a href={telHref(adult.phone)}>{adult.phone}</a>
            </Fragment>
          ) : null}
          {adult.email ? (
            <Fragment>
              {' · '}
              <a href={mailtoHref(adult.email)}>{adult.email}</a>
            </Fragment>
          ) : null}
        </Line>
      ))}
    </>
  );
}
