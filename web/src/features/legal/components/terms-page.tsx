import { useSite } from '@/lib/site-query'
import { Controller, LegalLayout, LegalSection, PrivacyLink, SupportContacts } from './legal-layout'

/** /termos: the terms of use. The operator's identity comes from GET /api/site. */
export function TermsPage() {
  const site = useSite()
  return (
    <LegalLayout
      title="Termos de Uso"
      lead={
        <p>
          Estes termos regem o uso do Aceito, oferecido por <Controller site={site} />. Ao criar uma conta ou assinar
          um plano, vocês concordam com eles e com a <PrivacyLink />.
        </p>
      }
    >
      <LegalSection id="servico" title="1. O serviço">
        <p>
          O Aceito é um aplicativo de planejamento de casamento: checklist, convidados, orçamento, cerimônias,
          fornecedores, contratos, presentes, convites digitais e os demais recursos do plano contratado. O Aceito não
          é parte dos contratos que vocês fazem com fornecedores e não intermedeia pagamentos a eles: os códigos PIX
          são gerados com os dados que vocês informam, e o pagamento acontece no banco de vocês.
        </p>
      </LegalSection>

      <LegalSection id="conta" title="2. Conta">
        <ul>
          <li>A conta é pessoal, para maiores de 18 anos, com dados verdadeiros.</li>
          <li>Guardem a senha em segredo; vocês respondem pelo que for feito com a sua conta.</li>
          <li>Se suspeitarem de acesso indevido, troquem a senha e avisem o suporte.</li>
        </ul>
      </LegalSection>

      <LegalSection id="planos" title="3. Planos, pagamento e cancelamento">
        <ul>
          <li>
            Os planos são mensais, com os preços e recursos mostrados na página de planos no momento da contratação, e
            renovam automaticamente até serem cancelados. Não há taxa de adesão.
          </li>
          <li>
            O pagamento é processado pelo provedor de pagamentos; o plano muda quando o pagamento é confirmado.
          </li>
          <li>
            Vocês podem cancelar a qualquer momento em Configurações. O plano continua ativo até o fim do período já
            pago e não é renovado; depois, a conta volta aos limites do plano Essencial, sem perder nenhum dado.
          </li>
          <li>
            <strong>Direito de arrependimento:</strong> vocês podem desistir da contratação em até 7 dias após o
            pagamento e receber de volta o valor pago (Código de Defesa do Consumidor, art. 49), pedindo pelos canais
            de suporte.
          </li>
          <li>Uma mudança de preço é avisada por e-mail com pelo menos 30 dias de antecedência e vale a partir da renovação seguinte.</li>
        </ul>
      </LegalSection>

      <LegalSection id="conteudo" title="4. O conteúdo de vocês">
        <p>
          Tudo o que vocês registram e enviam continua sendo de vocês. O Aceito usa esse conteúdo apenas para prestar o
          serviço. Ao cadastrar convidados, padrinhos ou fornecedores, vocês garantem que podem compartilhar esses dados
          para a organização do casamento; ao enviar imagens e arquivos, que têm o direito de usá-los.
        </p>
      </LegalSection>

      <LegalSection id="uso" title="5. Uso proibido">
        <ul>
          <li>publicar conteúdo ilegal, ofensivo ou que viole direitos de terceiros;</li>
          <li>enviar convites ou mensagens a quem não tem relação com o casamento (spam);</li>
          <li>tentar acessar dados de outras contas, contornar limites dos planos ou sobrecarregar o serviço;</li>
          <li>enviar arquivos com vírus ou código malicioso.</li>
        </ul>
        <p>
          Em caso de violação, podemos suspender a conta, com aviso e oportunidade de defesa, salvo quando a lei ou a
          segurança de outras pessoas exigirem ação imediata.
        </p>
      </LegalSection>

      <LegalSection id="disponibilidade" title="6. Disponibilidade e limites">
        <p>
          Trabalhamos para manter o Aceito disponível e os seus dados seguros, mas pode haver interrupções para
          manutenção ou por falhas de terceiros. As previsões do tempo vêm de um serviço externo e são estimativas, não
          garantias. O Aceito não responde pelo trabalho dos fornecedores contratados por vocês. Nada nestes termos
          limita os direitos que o Código de Defesa do Consumidor garante a vocês.
        </p>
      </LegalSection>

      <LegalSection id="encerramento" title="7. Encerramento">
        <p>
          Vocês podem excluir a conta a qualquer momento em Configurações, em <strong>Excluir conta</strong>. Antes,
          podem baixar uma cópia de todos os dados em <strong>Baixar meus dados</strong>. O que acontece com os dados
          depois da exclusão está na <PrivacyLink />.
        </p>
      </LegalSection>

      <LegalSection id="alteracoes" title="8. Alterações destes termos">
        <p>
          Avisaremos por e-mail ou no aplicativo, com pelo menos 30 dias de antecedência, quando estes termos mudarem
          de forma relevante. Se não concordarem, vocês podem cancelar antes de a mudança valer.
        </p>
      </LegalSection>

      <LegalSection id="lei" title="9. Lei aplicável e foro">
        <p>
          Estes termos seguem as leis brasileiras. Eventuais disputas podem ser levadas ao foro do domicílio de vocês,
          como garante o Código de Defesa do Consumidor.
        </p>
      </LegalSection>

      {(site.support_email || site.support_phone) && (
        <LegalSection id="contato" title="10. Contato">
          <SupportContacts site={site} />
        </LegalSection>
      )}
    </LegalLayout>
  )
}
