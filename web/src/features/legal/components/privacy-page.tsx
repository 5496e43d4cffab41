import { useSite } from '@/lib/site-query'
import { Controller, LegalLayout, LegalSection, SupportContacts, TermsLink } from './legal-layout'

/**
 * /privacidade: the privacy policy (LGPD, Lei 13.709/2018). The controller and the DPO come from
 * the operator's settings (GET /api/site); the retention periods are the ones the maintenance job
 * applies. Changing what the product collects or keeps means changing this text.
 */
export function PrivacyPage() {
  const site = useSite()
  return (
    <LegalLayout
      title="Política de Privacidade"
      lead={
        <p>
          Esta política explica quais dados pessoais o Aceito trata, para quê, com quem eles são compartilhados, por
          quanto tempo ficam guardados e como vocês exercem os seus direitos, conforme a Lei Geral de Proteção de Dados
          Pessoais (LGPD, Lei nº 13.709/2018).
        </p>
      }
    >
      <LegalSection id="controlador" title="1. Quem é o controlador dos dados">
        <p>
          O controlador dos dados pessoais tratados no Aceito é <Controller site={site} />. É quem decide como e para
          que os dados são usados e responde por eles.
        </p>
        <SupportContacts site={site} />
      </LegalSection>

      <LegalSection id="dados" title="2. Quais dados tratamos">
        <ul>
          <li>
            <strong>Cadastro:</strong> nome, sobrenome, e-mail e senha. A senha é guardada apenas como hash (argon2id);
            ninguém, nem a nossa equipe, consegue lê-la.
          </li>
          <li>
            <strong>Planejamento do casamento:</strong> o que vocês registram no aplicativo — perfil do casal, data e
            locais do casamento e das cerimônias, tarefas, orçamento, fornecedores, contratos e seus arquivos,
            lembretes de pagamento, presentes, chave PIX, lua de mel e imagens da galeria de inspirações.
          </li>
          <li>
            <strong>Convidados e padrinhos:</strong> nome, e-mail, telefone e respostas de presença (RSVP) que vocês
            registram ou que o próprio convidado envia pelo convite digital.
          </li>
          <li>
            <strong>Assinatura:</strong> plano, situação e datas da assinatura e o histórico de pagamentos. Os dados do
            cartão são digitados diretamente no provedor de pagamentos; o Aceito não recebe nem guarda o número do
            cartão.
          </li>
          <li>
            <strong>E-mail informado na escolha do plano</strong>, antes do pagamento (pré-checkout).
          </li>
          <li>
            <strong>Dados técnicos:</strong> endereço IP, data e hora de acesso e navegador, usados na sessão e nos
            registros de acesso.
          </li>
        </ul>
        <p>
          Usamos apenas cookies essenciais: o da sessão (para manter vocês conectados) e o que liga o pagamento ao
          navegador que o iniciou. Não usamos cookies de publicidade nem de rastreamento.
        </p>
      </LegalSection>

      <LegalSection id="finalidades" title="3. Para que usamos os dados e com qual base legal">
        <p>Cada tratamento tem uma base legal do art. 7º da LGPD:</p>
        <ul>
          <li>
            <strong>Prestar o serviço contratado</strong> — criar e manter a conta, guardar o planejamento, enviar
            lembretes e notificações, gerar convites e códigos PIX, processar a assinatura: execução de contrato e
            procedimentos preliminares a pedido do titular (art. 7º, V). O e-mail do pré-checkout também se apoia
            nesta base.
          </li>
          <li>
            <strong>Cumprir obrigações legais</strong> — guardar registros fiscais e de cobrança e os registros de
            acesso exigidos pelo Marco Civil da Internet (Lei nº 12.965/2014, art. 15): cumprimento de obrigação legal
            ou regulatória (art. 7º, II).
          </li>
          <li>
            <strong>Proteger o serviço e as contas</strong> — limitar tentativas de acesso, prevenir fraudes e abusos e
            investigar incidentes: legítimo interesse (art. 7º, IX).
          </li>
          <li>
            <strong>Convidados</strong> — enviar os convites digitais e registrar as respostas em nome do casal:
            legítimo interesse do casal e do Aceito (art. 7º, IX). O convidado pode se opor a qualquer momento,
            pedindo ao casal ou ao encarregado que seus dados sejam removidos.
          </li>
          <li>
            <strong>Exercício de direitos</strong> — guardar registros necessários para defender direitos em processo
            judicial, administrativo ou arbitral (art. 7º, VI).
          </li>
        </ul>
        <p>
          Não vendemos dados pessoais, não enviamos publicidade e não tomamos decisões automatizadas que afetem os
          seus interesses.
        </p>
      </LegalSection>

      <LegalSection id="compartilhamento" title="4. Com quem compartilhamos">
        <p>Só compartilhamos dados com operadores que tratam dados em nosso nome, na medida necessária:</p>
        <ul>
          <li>
            <strong>Provedor de pagamentos</strong> (Stripe): processa a assinatura e o cartão; recebe o e-mail e os
            dados de pagamento.
          </li>
          <li>
            <strong>Provedor de envio de e-mails</strong>: entrega as mensagens do serviço (confirmações, redefinição
            de senha, convites digitais e lembretes).
          </li>
          <li>
            <strong>Provedores de hospedagem e armazenamento</strong>: guardam o banco de dados e os arquivos enviados
            (contratos e imagens).
          </li>
          <li>
            <strong>Serviço de previsão do tempo</strong> (Open-Meteo), no Alerta de Chuva: recebe apenas o nome da
            cidade que vocês digitam na busca, as coordenadas da cidade escolhida e a data do casamento — nunca nomes,
            e-mails ou outros dados de vocês.
          </li>
          <li>
            <strong>Autoridades públicas</strong>, quando houver ordem judicial ou obrigação legal.
          </li>
        </ul>
        <p>
          Alguns desses provedores podem guardar dados fora do Brasil. Nesse caso, a transferência internacional segue
          o art. 33 da LGPD, com cláusulas contratuais que garantem proteção equivalente à da lei brasileira.
        </p>
      </LegalSection>

      <LegalSection id="retencao" title="5. Por quanto tempo guardamos">
        <ul>
          <li>
            <strong>Conta e dados do casamento:</strong> enquanto a conta existir. Ao pedir a exclusão da conta, há um
            prazo de carência de 7 dias, em que a exclusão pode ser desfeita pelo link enviado por e-mail; depois
            disso, o casamento, todos os seus registros e arquivos são apagados quando o último membro sair.
          </li>
          <li>
            <strong>Arquivo de &quot;Baixar meus dados&quot;:</strong> disponível por 24 horas e depois apagado.
          </li>
          <li>
            <strong>Backup automático (plano Luxo):</strong> uma cópia semanal dos dados do casamento; guardamos as 4
            mais recentes e apagamos as mais antigas. Se o plano mudar, as cópias já feitas continuam disponíveis até
            serem substituídas ou até a exclusão da conta, quando são apagadas com todo o resto.
          </li>
          <li>
            <strong>Cadastro não confirmado:</strong> quem cria a conta recebe um link para confirmar o e-mail; se o
            link não for aberto, o nome, o e-mail e o hash da senha são apagados quando ele expira, em 24 horas.
          </li>
          <li>
            <strong>E-mail do pré-checkout sem compra:</strong> apagado após 30 dias.
          </li>
          <li>
            <strong>Notificações lidas:</strong> apagadas após 180 dias.
          </li>
          <li>
            <strong>E-mail e telefone dos convidados:</strong> apagados 12 meses depois da data do casamento, a menos
            que o casal escolha mantê-los.
          </li>
          <li>
            <strong>Registros de cobrança</strong> (pagamentos e faturas): mantidos pelo prazo que a legislação fiscal
            e civil exige, mesmo após a exclusão da conta, somente para esse fim.
          </li>
          <li>
            <strong>Registros de acesso</strong> (IP, data e hora): 6 meses, como exige o art. 15 do Marco Civil da
            Internet.
          </li>
        </ul>
      </LegalSection>

      <LegalSection id="direitos" title="6. Os seus direitos e como exercê-los">
        <p>O art. 18 da LGPD garante ao titular dos dados, a qualquer momento e sem custo:</p>
        <ul>
          <li>confirmação de que tratamos os seus dados e acesso a eles;</li>
          <li>correção de dados incompletos, inexatos ou desatualizados;</li>
          <li>anonimização, bloqueio ou eliminação de dados desnecessários, excessivos ou tratados em desconformidade com a lei;</li>
          <li>portabilidade dos dados a outro fornecedor de serviço;</li>
          <li>eliminação dos dados tratados com consentimento e informação sobre a possibilidade de não consentir e suas consequências;</li>
          <li>informação sobre com quem compartilhamos os seus dados;</li>
          <li>revogação do consentimento e oposição a tratamento feito sem consentimento, quando irregular.</li>
        </ul>
        <p>
          Dentro do aplicativo, em <strong>Configurações</strong>, vocês corrigem os dados do perfil, baixam uma cópia
          de todos os dados em <strong>Baixar meus dados</strong> e apagam a conta em <strong>Excluir conta</strong>.
          Para qualquer outro pedido, escreva ao encarregado (seção 7). Respondemos em até 15 dias e podemos pedir uma
          confirmação de identidade antes de atender. Vocês também podem apresentar reclamação à Autoridade Nacional de
          Proteção de Dados (ANPD).
        </p>
      </LegalSection>

      <LegalSection id="encarregado" title="7. Encarregado pelo tratamento de dados (DPO)">
        {site.dpo_email ? (
          <p>
            O encarregado{site.dpo_name ? <> é <strong>{site.dpo_name}</strong> e</> : null} atende pedidos de titulares
            e da ANPD pelo e-mail <a href={`mailto:${site.dpo_email}`}>{site.dpo_email}</a>.
          </p>
        ) : (
          <p>
            O encarregado{site.dpo_name ? <> é <strong>{site.dpo_name}</strong> e</> : null} atende pedidos de titulares
            e da ANPD pelos canais de contato do controlador indicados na seção 1.
          </p>
        )}
      </LegalSection>

      <LegalSection id="seguranca" title="8. Segurança">
        <p>
          O acesso é feito por conexão criptografada (HTTPS), as senhas são guardadas apenas como hash, cada casamento
          só enxerga os próprios dados e as tentativas de acesso são limitadas. Em caso de incidente de segurança que
          possa gerar risco relevante, avisaremos os titulares afetados e a ANPD, como manda o art. 48 da LGPD.
        </p>
      </LegalSection>

      <LegalSection id="alteracoes" title="9. Alterações desta política">
        <p>
          Quando esta política mudar de forma relevante, avisaremos por e-mail ou no aplicativo antes de a mudança
          valer. O uso do Aceito também segue os <TermsLink />.
        </p>
      </LegalSection>
    </LegalLayout>
  )
}
